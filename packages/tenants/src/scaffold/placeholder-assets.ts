import { DEFAULT_COLORS } from './tenant-template';

/** Up to two letters for a placeholder badge: "my-club" → "MC". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters[1]! : (name.slice(0, 2) || '?').toUpperCase()).replace(
    /[^A-Z0-9]/g,
    '',
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain SVG placeholders in the default colours, so the shop renders at once; the README tells
 * staff to replace them with the club's artwork (same file names, or change the paths).
 */
export function placeholderAssets(name: string): Record<string, string> {
  const { primary, onPrimary, secondary } = DEFAULT_COLORS;
  const label = escapeXml(initials(name));
  const title = escapeXml(name);
  return {
    'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">
  <title>${title}</title>
  <circle cx="100" cy="100" r="96" fill="${primary}"/>
  <circle cx="100" cy="100" r="84" fill="none" stroke="${secondary}" stroke-width="6"/>
  <text x="100" y="122" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${onPrimary}">${label}</text>
</svg>
`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <title>${title}</title>
  <rect width="64" height="64" rx="14" fill="${primary}"/>
  <text x="32" y="42" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${onPrimary}">${label}</text>
</svg>
`,
    'login-background.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice">
  <title>${title}</title>
  <rect width="1600" height="900" fill="${primary}"/>
  <path d="M0 700 L1600 420 L1600 900 L0 900 Z" fill="${secondary}" opacity="0.35"/>
  <path d="M0 820 L1600 600 L1600 900 L0 900 Z" fill="${secondary}" opacity="0.5"/>
</svg>
`,
  };
}
