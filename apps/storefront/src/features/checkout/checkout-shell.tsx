'use client';

import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/features/layout/page-container';
import { OrderCountdown } from '@/features/orders/order-countdown';
import { CheckoutStepper, type CheckoutStepperProps } from './checkout-stepper';

/**
 * A checkout step page: the stepper, the title with the hold's countdown beside it (UX: always
 * show where the buyer is and how long the seats stay held), then the step.
 */
export function CheckoutShell({
  step,
  links,
  title,
  intro,
  children,
  testId,
}: {
  step: CheckoutStepperProps['current'];
  links?: CheckoutStepperProps['links'];
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <PageContainer>
      <Stack gap={{ base: '5', md: '6' }} data-testid={testId}>
        <CheckoutStepper current={step} links={links} />
        <Flex
          gap="3"
          justify="space-between"
          align={{ md: 'flex-end' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap="1" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {title}
            </Heading>
            {intro && <Text color="fg.muted">{intro}</Text>}
          </Stack>
          <Box flexShrink={0}>
            <OrderCountdown />
          </Box>
        </Flex>
        {children}
      </Stack>
    </PageContainer>
  );
}
