'use client';

import { useChakraContext } from '@chakra-ui/react';
import { useMemo } from 'react';

/** CSS `var()` references of the semantic colour tokens, for SVG fills and strokes. */
export function useTokenVars() {
  const system = useChakraContext();
  return useMemo(() => {
    const v = (path: string) => String(system.token.var(`colors.${path}`));
    return {
      brand: v('brand.solid'),
      brandContrast: v('brand.contrast'),
      brandSubtle: v('brand.subtle'),
      accent: v('accent.solid'),
      fg: v('fg'),
      fgMuted: v('fg.muted'),
      bg: v('bg'),
      bgPanel: v('bg.panel'),
      bgMuted: v('bg.muted'),
      border: v('border'),
    };
  }, [system]);
}

export type TokenVars = ReturnType<typeof useTokenVars>;
