'use client';

import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An account page (UX.md): one centred card on the club's login background. The card keeps the
 * page's own colours, so text contrast does not depend on the picture.
 */
export function AccountShell(props: {
  backgroundUrl: string;
  title: string;
  intro?: string;
  /** Wider card for the profile, narrow for the login-style forms. */
  wide?: boolean;
  testId?: string;
  /** Buttons beside the title (log out on the profile). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      position="relative"
      bgImage={`url(${props.backgroundUrl})`}
      bgSize="cover"
      bgPos="center"
      bgColor="brand.solid"
      px={{ base: '3', md: '6' }}
      py={{ base: '6', md: '16' }}
      minH={{ md: '70vh' }}
    >
      <Stack
        position="relative"
        maxW={props.wide ? '3xl' : 'md'}
        mx="auto"
        bg="bg"
        color="fg"
        rounded="xl"
        shadow="lg"
        borderWidth="1px"
        p={{ base: '5', md: '8' }}
        gap="5"
        data-testid={props.testId}
      >
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="2" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {props.title}
            </Heading>
            {props.intro && <Text color="fg.muted">{props.intro}</Text>}
          </Stack>
          {props.actions}
        </HStack>
        {props.children}
      </Stack>
    </Box>
  );
}
