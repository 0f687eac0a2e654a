'use client';

import { UiProvider } from '@stadio/ui';
import { MobileMenu } from './mobile-menu';

/** The phone menu with its Chakra provider, loaded by `MenuButton` when the fan opens it (ADR 0015). */
export default function MobileMenuIsland({ loggedIn }: { loggedIn: boolean }) {
  return (
    <UiProvider>
      <MobileMenu loggedIn={loggedIn} defaultOpen />
    </UiProvider>
  );
}
