'use client';

import { UiProvider } from '@stadio/ui';
import { CartPopover } from './cart-popover';

/** The cart popover with its Chakra provider, loaded by `CartButton` when the fan opens it (ADR 0015). */
export default function CartPopoverIsland() {
  return (
    <UiProvider>
      <CartPopover defaultOpen />
    </UiProvider>
  );
}
