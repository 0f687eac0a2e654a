import { RESERVED_SLUGS, SUPPORTED_LOCALES, sportSchema } from '../schema';

/** One documented setting of a tenant file: its dotted path and what staff need to know. */
export interface FieldDoc {
  field: string;
  help: string;
}

/**
 * What every setting of a tenant file means. JSON has no comments, so this list is written as the
 * README beside a scaffolded club and printed by `tenant:new`; a test keeps it in step with the schema.
 */
export const FIELD_DOCS: readonly FieldDoc[] = [
  { field: 'slug', help: `the club's id: the file name without ".json" (not ${RESERVED_SLUGS.join(', ')})` },
  {
    field: 'domains',
    help: 'every host name of the shop, e.g. "tickets.my-club.com"; keep "<slug>.localhost" for local testing',
  },
  { field: 'clientShortName', help: 'short name, in the navbar and page titles (max 40 characters)' },
  { field: 'clientLongName', help: 'full name, in the footer copyright and the app name (max 120)' },
  { field: 'country', help: 'two-letter country code of the club, e.g. "FR"' },
  { field: 'timeZone', help: 'time zone of the venue, e.g. "Europe/Paris"; match times are shown in it' },
  { field: 'sport', help: `one of ${sportSchema.options.join(', ')}` },
  { field: 'stadiumId', help: "the venue's id in the ticketing system" },
  {
    field: 'demo',
    help: 'true only for the demonstration clubs: npm start then writes a generated catalogue, a demo fan and promo codes; leave it out for a real club, whose catalogue is in <slug>/catalogue/',
  },
  {
    field: 'locales',
    help: `languages of the shop among ${SUPPORTED_LOCALES.join(', ')}; the first is the fallback`,
  },
  { field: 'branding.logo', help: 'logo file in the club folder (SVG or PNG, square works best)' },
  { field: 'branding.favicon', help: 'browser tab icon (SVG, PNG or ICO); also the home-screen icon' },
  { field: 'branding.loginBackground', help: 'picture behind the account pages and the home banner' },
  { field: 'branding.theme', help: '"light" or "dark" page surfaces' },
  {
    field: 'branding.headingFont',
    help: 'typeface of the headings: "oswald" (default), "archivo" (no Russian letters) or "exo-2"',
  },
  { field: 'branding.colors.primary', help: 'main brand colour: buttons, selection (hex "#RRGGBB")' },
  { field: 'branding.colors.onPrimary', help: 'text on the primary colour; needs contrast 4.5:1 with it' },
  { field: 'branding.colors.secondary', help: 'second brand colour: footer, badges' },
  { field: 'branding.colors.onSecondary', help: 'text on the secondary colour; contrast 4.5:1' },
  { field: 'branding.colors.background', help: 'page background (optional; white or near-black by theme)' },
  { field: 'branding.colors.text', help: 'body text (optional); contrast 4.5:1 with the background' },
  { field: 'home.title', help: 'home page title: one text, or one per language { "en": "…", "fr": "…" }' },
  { field: 'home.description', help: 'home page description, also shown when the shop is shared' },
  {
    field: 'home.heroImage',
    help: 'picture behind the next match on the home page (jpg or webp, 1600 px wide); absent: the sport default',
  },
  {
    field: 'footers',
    help: 'footer links: { "kind": contacts|faq|terms|legal|shop|other, "href": "https://…", "title": text }',
  },
  {
    field: 'socials',
    help: 'social networks: { "network": facebook|instagram|x|youtube|tiktok|linkedin|vk|telegram, "href", "title" }',
  },
  { field: 'banners', help: 'partner banners: { "src": "<slug>/banners/x.svg", "title": text, "href"? }' },
  {
    field: 'documents',
    help: 'PDFs found by title: { "title": "GTC" (terms of sale) or "PMR" (accessibility), "href" }',
  },
  { field: 'seatmapAccessibleWhenLoggedOut', help: 'true lets visitors see the seat map before logging in' },
  {
    field: 'plasticCardConfiguration',
    help: '{ "enabled", "mandatory", "priceCents", "name"? }: offer a plastic card (mandatory needs enabled), its name a text or one per language',
  },
  {
    field: 'requiredCustomerFields',
    help: 'fields asked at sign-up: { "field", "mode": mandatory_with_change|mandatory_without_change|optional }',
  },
  { field: 'requiredSubscriberFields', help: 'fields asked from season ticket holders, same shape' },
  { field: 'requiredHolderFields', help: 'fields asked for each ticket holder, same shape' },
  { field: 'websiteMaxTicketsInCart', help: 'most tickets in one cart, 1 to 99 (default 99)' },
  {
    field: 'defaultOrderExpiryTimeInSeconds',
    help: 'how long seats stay held before payment, 60 to 86400 (default 900)',
  },
  { field: 'payment.singlePayment', help: 'true allows paying in one go' },
  {
    field: 'payment.installmentPayment',
    help: '{ "enabled", "counts": [2, 3], "minOrderAmountCents", "maxOrderAmountCents" }',
  },
  {
    field: 'payment.provider',
    help: 'who takes card payments (ADR 0048): { "kind": "sandbox" } (default, the built-in test provider) or { "kind": "stripe", "secretKeyEnv", "webhookSecretEnv" } (the NAMES of the environment variables holding the club\'s Stripe secret key and webhook signing secret, never the secrets)',
  },
  {
    field: 'currency',
    help: 'ISO 4217 code of the club\'s prices, charges, invoices and payouts, written with two decimals (default "EUR"; "GBP" for pounds)',
  },
  {
    field: 'payouts',
    help: 'the club\'s bank account that pays resale sellers by SEPA transfer (euros only, docs/adr/0049): { "accountHolder", "iban", "bic" }, the IBAN with valid check digits and the BIC of the same country; absent: payouts are listed but no transfer file is made',
  },
  { field: 'subscriptionsSection.enabled', help: 'show the season subscriptions section and menu entry' },
  {
    field: 'resale',
    help: 'resale between fans: { "policy": forbidden|no_restriction|whole_order_only, "minPriceCents" (default 100), "maxPercentOfFaceValue"? (100 = at most face value), "limitPerCampaign"? (tickets per fan per match or pack) }; absent: forbidden',
  },
  {
    field: 'invoicing',
    help: 'optional invoice seller: { "legalName", "address": ["…"], "vatNumber"?, "registrationNumber"?, "vatRateBasisPoints" (550 = 5.5 %), "numberPrefix" }',
  },
  {
    field: 'identity',
    help: 'how fans sign in (ADR 0027): { "kind": "builtin" } (default, the shop\'s own accounts) or { "kind": "oidc", "issuer", "clientId", "clientSecretEnv" (the name of the environment variable holding the secret, never the secret), "scopes" (with "openid"), "claims" (customer field → claim, "email" required), "accountUrl"? }',
  },
];

/** The README written beside a new club: what to do next, then every field. */
export function fieldGuide(slug: string): string {
  const rows = FIELD_DOCS.map((d) => `| \`${d.field}\` | ${d.help.replace(/\|/g, '\\|')} |`);
  return `# ${slug}: tenant file guide

\`tenants/${slug}.json\` is this club's whole configuration. JSON has no comments, so its fields
are explained here. Full walkthrough: \`docs/tenant-onboarding.md\`.

## Next steps

1. Replace \`logo.svg\`, \`favicon.svg\` and \`login-background.svg\` in this folder with the club's artwork.
2. Set the names, \`domains\`, \`sport\`, \`stadiumId\`, \`locales\` and colours in \`${slug}.json\`
   (try colours live in the theme preview: \`http://${slug}.localhost:3000/theme-preview\`).
3. Add footer links, socials, banners and the GTC/PMR documents (files go in this folder).
4. Run \`npm run tenants:check\` until it reports no problem.

## Fields

| field | meaning |
| ----- | ------- |
${rows.join('\n')}
`;
}
