'use client';

import { useLayoutEffect } from 'react';
import { ChakraRoot } from '@/features/primitives/chakra-root';
import { CartPopover } from './cart-popover';

/**
 * The cart popover with its Chakra provider, loaded by `CartButton` when the fan opens it (ADR 0017).
 * `onReady` tells the plain button to step aside, before the browser paints both.
 */
export default function CartPopoverIsland({ onReady }: { onReady: () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return (
    <ChakraRoot>
      <CartPopover defaultOpen />
    </ChakraRoot>
  );
}
