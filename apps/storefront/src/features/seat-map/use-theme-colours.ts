'use client';

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

/** The tokens' CSS variables, as the static stylesheet (`@stadio/ui/global.css`) names them. */
const TOKENS: Record<keyof ThemeColours, string> = {
  brand: 'var(--chakra-colors-brand-solid)',
  brandContrast: 'var(--chakra-colors-brand-contrast)',
  fg: 'var(--chakra-colors-fg)',
  fgMuted: 'var(--chakra-colors-fg-muted)',
  bg: 'var(--chakra-colors-bg)',
  panel: 'var(--chakra-colors-bg-panel)',
  border: 'var(--chakra-colors-border)',
};

/**
 * A canvas cannot read CSS variables, so the club's colours (CSS variables behind Chakra tokens)
 * are resolved through a probe element; they are read again when the page's style changes (the
 * theme preview edits the variables live).
 */
export function useThemeColours(): ThemeColours | null {
  const [colours, setColours] = useState<ThemeColours | null>(null);

  useEffect(() => {
    const probe = document.createElement('span');
    probe.style.display = 'none';
    document.body.append(probe);
    const read = () => {
      const next = {} as ThemeColours;
      for (const [key, variable] of Object.entries(TOKENS) as [keyof ThemeColours, string][]) {
        probe.style.color = variable;
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
  }, []);

  return colours;
}
