'use client';

import { MobileMenu } from './mobile-menu';
import { ChakraRoot } from './chakra-root';

/** The phone menu with its Chakra provider, loaded by `MenuButton` when the fan opens it (ADR 0015). */
export default function MobileMenuIsland({ loggedIn }: { loggedIn: boolean }) {
  return (
    <ChakraRoot>
      <MobileMenu loggedIn={loggedIn} defaultOpen />
    </ChakraRoot>
  );
}
