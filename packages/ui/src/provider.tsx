'use client';

import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * The system as the provider sees it: without the global CSS (layers, reset, tokens), which the
 * layout links as a static stylesheet (`@stadio/ui/global.css`, scripts/write-global-css.ts)
 * instead of every page carrying it inline. Components still get the whole system.
 */
const providedSystem = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

/**
 * Chakra for the client tree; the theme itself is static, colours come from CSS variables.
 * `cache` is an Emotion cache of the app's (see `createStyleRegistry`), else Emotion's default.
 */
export function UiProvider({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const chakra = <ChakraProvider value={providedSystem}>{children}</ChakraProvider>;
  return cache ? <CacheProvider value={cache}>{chakra}</CacheProvider> : chakra;
}
