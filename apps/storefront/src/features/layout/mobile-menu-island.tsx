'use client';

import { useLayoutEffect } from 'react';
import { ChakraRoot } from '@/features/primitives/chakra-root';
import { MobileMenu } from './mobile-menu';

/**
 * The phone menu with its Chakra provider, loaded by `MenuButton` when the fan opens it (ADR 0017).
 * `onReady` tells the button to step aside, before the browser paints both.
 */
export default function MobileMenuIsland({ loggedIn, onReady }: { loggedIn: boolean; onReady: () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return (
    <ChakraRoot>
      <MobileMenu loggedIn={loggedIn} defaultOpen />
    </ChakraRoot>
  );
}
