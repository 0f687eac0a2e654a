'use client';

import { useChakraContext } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** The semantic tokens the seat canvas paints with, resolved to concrete colours. */
export interface ThemeColours {
  brand: string;
  brandContrast: string;
  fg: string;
  fgMuted: string;
  bg: string;
  panel: string;
  border: string;
}

const TOKENS: Record<keyof ThemeColours, string> = {
  brand: 'colors.brand.solid',
  brandContrast: 'colors.brand.contrast',
  fg: 'colors.fg',
  fgMuted: 'colors.fg.muted',
  bg: 'colors.bg',
  panel: 'colors.bg.panel',
  border: 'colors.border',
};

/**
 * A canvas cannot read CSS variables, so the club's colours (CSS variables behind Chakra tokens)
 * are resolved through a probe element; they are read again when the page's style changes (the
 * theme preview edits the variables live).
 */
export function useThemeColours(): ThemeColours | null {
  const system = useChakraContext();
  const [colours, setColours] = useState<ThemeColours | null>(null);

  useEffect(() => {
    const probe = document.createElement('span');
    probe.style.display = 'none';
    document.body.append(probe);
    const read = () => {
      const next = {} as ThemeColours;
      for (const [key, path] of Object.entries(TOKENS) as [keyof ThemeColours, string][]) {
        probe.style.color = String(system.token.var(path));
        next[key] = getComputedStyle(probe).color;
      }
      setColours((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    return () => {
      observer.disconnect();
      probe.remove();
    };
  }, [system]);

  return colours;
}
