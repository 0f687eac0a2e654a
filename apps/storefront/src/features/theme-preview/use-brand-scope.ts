'use client';

import { useChakraContext } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ThemeColors } from '@stadio/tenants/client';
import { brandStyle } from '@stadio/ui/brand';

/** Matches a Chakra token value that is built from the brand variables. */
const FROM_BRAND = /var\(--(brand|page)-/;

/**
 * Inline style that paints a subtree in other brand colours. Chakra's semantic colour variables
 * are declared on :root as `var(--brand-primary)` and friends, and a custom property is resolved
 * where it is declared, so setting the brand variables on a wrapper alone would change nothing:
 * the wrapper re-declares every semantic variable built from them too.
 */
export function useBrandScope(colors: ThemeColors): Record<string, string> {
  const system = useChakraContext();
  const derived = useMemo(() => {
    const base = system.tokens.cssVarMap.get('base') ?? new Map<string, string>();
    return Object.fromEntries([...base].filter(([, value]) => FROM_BRAND.test(value)));
  }, [system]);
  return useMemo(() => ({ ...brandStyle(colors), ...derived }), [colors, derived]);
}
