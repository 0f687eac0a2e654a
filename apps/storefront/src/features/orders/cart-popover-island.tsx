'use client';

import { ChakraRoot } from '@/features/layout/chakra-root';
import { CartPopover } from './cart-popover';

/** The cart popover with its Chakra provider, loaded by `CartButton` when the fan opens it (ADR 0015). */
export default function CartPopoverIsland() {
  return (
    <ChakraRoot>
      <CartPopover defaultOpen />
    </ChakraRoot>
  );
}
