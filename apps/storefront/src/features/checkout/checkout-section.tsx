'use client';

import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A card of a checkout step with its heading (a landmark-free section named by the heading). */
export function CheckoutSection({
  title,
  intro,
  icon,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="4"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      bg="bg"
      data-testid={testId}
    >
      <Stack gap="1">
        <HStack gap="2">
          {icon}
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
        </HStack>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
