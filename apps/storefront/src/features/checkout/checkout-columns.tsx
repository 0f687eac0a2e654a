'use client';

import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StickyActionBar } from '@/features/layout/sticky-action-bar';

/**
 * Layout of a checkout step (UX.md): on desktop the step on the left and the order with its total
 * and "Continue" on a right panel that follows the scroll; on a phone one column, with total and
 * "Continue" in a bar stuck to the bottom, in thumb reach. `actions` renders both placements; only
 * one shows at a time, the other is display:none and out of the accessibility tree.
 */
export function CheckoutColumns({
  children,
  aside,
  actions,
}: {
  children: ReactNode;
  aside: ReactNode;
  actions: (placement: 'panel' | 'bar') => ReactNode;
}) {
  return (
    <Box
      display="flex"
      flexDirection={{ base: 'column', lg: 'row' }}
      gap={{ base: '6', lg: '8' }}
      alignItems={{ lg: 'flex-start' }}
    >
      <Stack flex="1" minW="0" gap="6">
        {children}
      </Stack>
      <Stack
        as="aside"
        width={{ lg: '24rem' }}
        flexShrink={0}
        gap="4"
        position={{ lg: 'sticky' }}
        top={{ lg: '36' }}
      >
        {aside}
        <Box display={{ base: 'none', lg: 'block' }}>{actions('panel')}</Box>
      </Stack>
      <StickyActionBar testId="checkout-bar">{actions('bar')}</StickyActionBar>
    </Box>
  );
}
