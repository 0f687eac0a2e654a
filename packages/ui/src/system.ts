import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_VARS } from './brand-vars';

const v = (name: string) => ({ value: `var(${name})` });
const mix = (name: string, percent: number, other = 'var(--page-bg)') => ({
  value: `color-mix(in srgb, var(${name}) ${percent}%, ${other})`,
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    body: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // The colorPalette "brand" drives buttons, links and selection in every component.
        brand: {
          solid: v(BRAND_VARS.primary),
          contrast: v(BRAND_VARS.onPrimary),
          fg: { value: `color-mix(in srgb, var(${BRAND_VARS.primary}) 80%, var(${BRAND_VARS.text}))` },
          muted: mix(BRAND_VARS.primary, 25),
          subtle: mix(BRAND_VARS.primary, 12),
          emphasized: mix(BRAND_VARS.primary, 35),
          focusRing: v(BRAND_VARS.primary),
        },
        accent: {
          solid: v(BRAND_VARS.secondary),
          contrast: v(BRAND_VARS.onSecondary),
          fg: v(BRAND_VARS.secondary),
          muted: mix(BRAND_VARS.secondary, 25),
          subtle: mix(BRAND_VARS.secondary, 12),
          emphasized: mix(BRAND_VARS.secondary, 35),
          focusRing: v(BRAND_VARS.secondary),
        },
        bg: {
          DEFAULT: v(BRAND_VARS.background),
          panel: { value: `color-mix(in srgb, var(${BRAND_VARS.text}) 4%, var(${BRAND_VARS.background}))` },
          muted: { value: `color-mix(in srgb, var(${BRAND_VARS.text}) 7%, var(${BRAND_VARS.background}))` },
        },
        fg: {
          DEFAULT: v(BRAND_VARS.text),
          muted: { value: `color-mix(in srgb, var(${BRAND_VARS.text}) 72%, var(${BRAND_VARS.background}))` },
        },
        border: {
          DEFAULT: {
            value: `color-mix(in srgb, var(${BRAND_VARS.text}) 16%, var(${BRAND_VARS.background}))`,
          },
        },
      },
    },
  },
});

/** The one Chakra system of the storefront. */
export const system = createSystem(defaultConfig, config);
