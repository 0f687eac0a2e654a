import type { PublicTenant } from '@/features/tenancy/public-tenant';

type Network = PublicTenant['socials'][number]['network'];

// Brand marks are not in the icon set we use; these are simplified single-path glyphs.
const PATHS: Record<Network, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  x: 'M3 3h5l4.3 6.1L17.6 3H21l-7 8.1L21.5 21h-5l-4.7-6.6L6.1 21H2.7l7.5-8.6L3 3z',
  youtube:
    'M22 8.2c-.2-1.6-1-2.7-2.6-2.9C17 5 12 5 12 5s-5 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7 19 12 19 12 19s5 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3L10 15z',
  tiktok:
    'M16.5 2h-3.3v13.2a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9a6.2 6.2 0 1 0 5.3 6.1V8.4a7.6 7.6 0 0 0 4.5 1.5V6.6a4.5 4.5 0 0 1-4.5-4.6z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4V9.5z',
  vk: 'M2 6.5h3.6c.5 3.4 2.2 5.6 3.4 6V6.5h3.2v3.8c1.2-.1 2.9-1.9 3.6-3.8H19c-.5 2.3-2.4 4.1-3.7 4.9 1.3.6 3.4 2.2 4.2 5.1h-3.7c-.7-1.8-2.2-3.2-3.6-3.3v3.3h-.4C6 16.5 2.4 13 2 6.5z',
  telegram:
    'M21.5 3.6 2.9 10.8c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.2-15c.3-1.3-.5-1.9-1.5-1.4zM8.7 13.4l9.4-5.9c.5-.3.9-.1.5.2l-8 7.3-.3 3.3-1.6-4.9z',
};

/** A social network's mark, decorative: the link around it carries the label. */
export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
