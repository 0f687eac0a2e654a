import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: '../../packages/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // A second build beside the main one (a helper's browser tests while another build runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's ETag hashes a cached page's whole HTML on every request (13 % of the storefront's CPU
  // per match page); the proxy names catalogue pages by build and edition instead (ADR 0032).
  generateEtags: false,
  // Workspace packages ship TypeScript sources.
  transpilePackages: [
    '@stadio/tenants',
    '@stadio/ui',
    '@stadio/i18n',
    '@stadio/graphql',
    '@stadio/logger',
    '@stadio/venues',
    '@stadio/customers',
    '@stadio/json-body',
  ],
  serverExternalPackages: ['pino'],
  images: {
    // A club's hero is the largest thing on its home and match pages (their LCP on a phone): AVIF
    // is about a third lighter than WebP at the same look (neva's at 750 px: 27 KB against 45 KB).
    // Browsers without it still get WebP (Accept header); each size is encoded once, then cached.
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(config);
