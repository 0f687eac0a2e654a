'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * The system as the provider sees it: without the global CSS (layers, reset, tokens), which the
 * layout links as a static stylesheet (`@stadio/ui/global.css`, scripts/write-global-css.ts)
 * instead of every page carrying it inline. Components still get the whole system.
 */
const providedSystem = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

/** Chakra for the client tree; the theme itself is static, colours come from CSS variables. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={providedSystem}>{children}</ChakraProvider>;
}
