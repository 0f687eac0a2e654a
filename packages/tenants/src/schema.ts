import { z } from 'zod';
import { DEFAULT_HEADING_FONT, HEADING_FONT_NAMES, HEADING_FONTS } from './fonts';
import { payoutAccountSchema } from './payout-account';

/** Languages the storefront has translations for. The first locale of a tenant is its fallback. */
export const SUPPORTED_LOCALES = ['fr', 'en', 'es', 'nl', 'ru'] as const;
export const localeSchema = z.enum(SUPPORTED_LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const sportSchema = z.enum([
  'athletism',
  'basketball',
  'football',
  'handball',
  'hockey',
  'others',
  'rugby',
  'spectacles',
  'volleyball',
]);

export const requiredFieldModeSchema = z.enum([
  'mandatory_with_change',
  'mandatory_without_change',
  'optional',
]);

/** Customer / holder fields a club may require (docs/product.md#clubs, #holders). */
export const personFieldSchema = z.enum([
  'gender',
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'phoneNumber',
  'streetAddress',
  'postalCode',
  'cityName',
  'country',
  'company',
]);

const requiredFieldsSchema = z
  .array(z.strictObject({ field: personFieldSchema, mode: requiredFieldModeSchema }))
  .refine((list) => new Set(list.map((f) => f.field)).size === list.length, {
    message: 'a field is listed twice; keep one entry per field',
  });

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a six-digit hex colour such as "#0B3D91"' });

/** A path inside the tenants folder, e.g. "riviera/logo.svg". */
const assetPath = z
  .string()
  .regex(/^[a-z0-9-]+\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|ico|pdf)$/, {
    message:
      'must be a file inside the tenants folder, like "my-club/logo.svg" (svg, png, jpg, webp, ico or pdf)',
  })
  .refine((p) => !p.includes('..'), { message: 'must not contain ".."' });

/** A picture inside the tenants folder (no PDF or icon): artwork the pages show. */
const imagePath = assetPath.refine((p) => /\.(svg|png|jpg|jpeg|webp)$/.test(p), {
  message: 'must be a picture (svg, png, jpg or webp); a photo is best as jpg or webp, 1600 px wide or more',
});

const httpUrl = z
  .string()
  .url({ message: 'must be a full web address starting with https://' })
  .refine((u) => /^https?:\/\//.test(u), { message: 'only http:// and https:// addresses are allowed' });

/** A link target: a full web address, or a tenant asset path (for documents hosted with the club's files). */
const hrefSchema = z.union([httpUrl, assetPath], {
  message:
    'must be a web address starting with https:// or a file inside the tenants folder, like "my-club/docs/gtc.pdf"',
});

/** Text shown to fans: one string for every language, or one per language code. */
export const localizedTextSchema = z.union(
  [
    z.string().trim().min(1, { message: 'must not be empty' }),
    // An empty object would pass a partial record and leave fans looking at a blank title.
    z
      .partialRecord(localeSchema, z.string().trim().min(1, { message: 'must not be empty' }))
      .refine((texts) => Object.keys(texts).length > 0, {
        message: 'give the text in at least one language',
      }),
  ],
  { message: 'must be a text, or one text per language like { "fr": "Bienvenue", "en": "Welcome" }' },
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const hostnameSchema = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'must be a lower-case host name without "http://" or a port, like "tickets.my-club.com"',
  });

/** Top-level routes of the storefront that a tenant's internal segment must not shadow. */
export const RESERVED_SLUGS = ['platform', 'api', 'tenant-assets', 'test-only'];

/** A claim of the provider's ID token or userinfo, e.g. "given_name" or "address.postal_code". */
const claimPathSchema = z.string().regex(/^[A-Za-z_][\w:-]{0,63}(\.[A-Za-z_][\w:-]{0,63}){0,3}$/, {
  message: 'must be the name of a claim, like "given_name" or "address.postal_code"',
});

/** Loopback hosts, the only ones a provider may be reached on over plain http:// (a developer's). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * How fans sign in (docs/product.md#sign-in-through-the-club, ADR 0027): the shop's own accounts
 * (`builtin`), or the club's OpenID Connect provider (`oidc`), whose `sub` becomes the customer's
 * keycloakId at this club.
 */
/** The NAME of an environment variable that holds a secret; never the secret itself. */
const environmentVariableName = (example: string) =>
  z.string().regex(/^[A-Z][A-Z0-9_]{2,63}$/, {
    message: `must be the name of an environment variable in capitals, like "${example}" (never the secret itself)`,
  });

/**
 * The club's currency (ISO 4217), in which its prices are written, charged, invoiced and paid out
 * (docs/product.md#money-and-dates). Amounts are integer hundredths, so only currencies written
 * with two decimals are accepted.
 */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 currency code in capitals, like "EUR" or "GBP"' })
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
    message: 'is not an ISO 4217 currency code',
  })
  .refine(
    (code) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits === 2,
    { message: 'must be a currency written with two decimals (prices are in hundredths)' },
  );

/**
 * Who takes the club's card payments (docs/adr/0048): the built-in `sandbox`, or the club's own
 * Stripe account, whose keys are read from the environment variables named here.
 */
export const paymentProviderSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sandbox') }),
  z.strictObject({
    kind: z.literal('stripe'),
    /** Holds the account's secret API key (`sk_live_…`, `sk_test_…`). */
    secretKeyEnv: environmentVariableName('MY_CLUB_STRIPE_SECRET_KEY'),
    /** Holds the signing secret of the webhook endpoint made for this shop (`whsec_…`). */
    webhookSecretEnv: environmentVariableName('MY_CLUB_STRIPE_WEBHOOK_SECRET'),
  }),
]);
export type PaymentProviderConfig = z.infer<typeof paymentProviderSchema>;

export const identitySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('builtin') }),
      z.strictObject({
        kind: z.literal('oidc'),
        /** The provider's issuer; its discovery document is at <issuer>/.well-known/openid-configuration. */
        issuer: httpUrl.refine((u) => !/[?#]/.test(u), {
          message: 'must be the issuer address alone, without "?" or "#"',
        }),
        clientId: z.string().trim().min(1).max(200),
        /** The NAME of the environment variable holding the client secret; never the secret itself. */
        clientSecretEnv: environmentVariableName('MY_CLUB_OIDC_SECRET'),
        scopes: z
          .array(
            z
              .string()
              .regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,64}$/, { message: 'must be one scope without spaces' }),
          )
          .default(['openid', 'email', 'profile'])
          .refine((list) => list.includes('openid'), { message: 'must include "openid"' }),
        /** Which claim fills which customer field; e-mail is needed (every customer has one). */
        claims: z
          .partialRecord(personFieldSchema, claimPathSchema)
          .default({ email: 'email', firstName: 'given_name', lastName: 'family_name' })
          .refine((map) => map.email !== undefined, {
            message:
              'must map "email" to a claim (usually "email"): every customer of the shop has an e-mail address',
          }),
        /**
         * The provider's page where members sign up, change or reset their password; absent: the
         * sign-in page, where providers usually offer both.
         */
        accountUrl: httpUrl.optional(),
      }),
    ],
    { message: 'must be { "kind": "builtin" } or { "kind": "oidc", … }' },
  )
  .default({ kind: 'builtin' })
  .superRefine((identity, ctx) => {
    if (identity.kind !== 'oidc') return;
    for (const key of ['issuer', 'accountUrl'] as const) {
      const url = identity[key];
      if (url && url.startsWith('http://') && !isLoopbackUrl(url))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'must start with https:// (plain http:// only for a provider on this machine, 127.0.0.1 or localhost)',
        });
    }
  });
export type TenantIdentity = z.infer<typeof identitySchema>;
export type OidcIdentity = Extract<TenantIdentity, { kind: 'oidc' }>;

const moneyCents = z.number().int({ message: 'must be a whole number of cents' }).nonnegative();

// Strict objects: a misspelt setting is reported instead of silently falling back to a default.
export const tenantSchema = z
  .strictObject({
    $schema: z.string().optional(),
    /**
     * A demonstration club: `npm start`'s seed gives it a generated venue, matches with dates
     * relative to today, a demo fan and promo codes, and rewrites them at every start. Never set it
     * on a real club, whose catalogue lives in its catalogue files (ADR 0042).
     */
    demo: z.boolean().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,40}$/, {
        message: 'must be 2-41 lower-case letters, digits or dashes, like "my-club"',
      })
      .refine((slug) => !RESERVED_SLUGS.includes(slug), {
        message: `is reserved by the platform (${RESERVED_SLUGS.join(', ')}); pick another name`,
      }),
    domains: z.array(hostnameSchema).min(1, { message: 'list at least one domain' }),
    clientShortName: z.string().trim().min(1).max(40),
    clientLongName: z.string().trim().min(1).max(120),
    country: z.string().regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code such as "FR"' }),
    /** IANA time zone of the venue; match times are shown in it whatever the fan's device says. */
    timeZone: z
      .string()
      .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', {
        message: 'must be a time zone name such as "Europe/Paris"',
      })
      .default('Europe/Paris'),
    sport: sportSchema,
    stadiumId: z.string().trim().min(1),
    locales: z
      .array(localeSchema, { message: 'must be a list of language codes among fr, en, es, nl, ru' })
      .min(1)
      .refine((l) => new Set(l).size === l.length, { message: 'a language is listed twice' }),
    branding: z.strictObject({
      logo: assetPath,
      favicon: assetPath,
      loginBackground: assetPath,
      theme: z.enum(['light', 'dark']).default('light'),
      /** Typeface of the headings, among the ones the shop hosts (./fonts.ts); body text is the system font. */
      headingFont: z
        .enum(HEADING_FONT_NAMES, {
          message: `must be one of the fonts the shop hosts: ${HEADING_FONT_NAMES.join(', ')}`,
        })
        .default(DEFAULT_HEADING_FONT),
      colors: z.strictObject({
        primary: hexColour,
        onPrimary: hexColour,
        secondary: hexColour,
        onSecondary: hexColour,
        /** Page background and body text; default to white/near-black (light) or near-black/white (dark). */
        background: hexColour.optional(),
        text: hexColour.optional(),
      }),
    }),
    home: z.strictObject({
      title: localizedTextSchema,
      description: localizedTextSchema,
      /** Artwork behind the next match at the top of the home page; absent: the sport's default picture. */
      heroImage: imagePath.optional(),
    }),
    footers: z.array(
      z.strictObject({
        kind: z.enum(['contacts', 'faq', 'terms', 'legal', 'shop', 'other']).default('other'),
        href: hrefSchema,
        title: localizedTextSchema,
      }),
    ),
    socials: z.array(
      z.strictObject({
        network: z.enum(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin', 'vk', 'telegram']),
        href: httpUrl,
        title: z.string().trim().min(1),
      }),
    ),
    banners: z.array(
      z.strictObject({ src: assetPath, title: localizedTextSchema, href: httpUrl.optional() }),
    ),
    /** Documents are found by title: "PMR" (accessibility guide) and "GTC" (general terms). */
    documents: z.array(z.strictObject({ title: z.enum(['PMR', 'GTC']), href: hrefSchema })),
    seatmapAccessibleWhenLoggedOut: z.boolean(),
    plasticCardConfiguration: z.strictObject({
      enabled: z.boolean(),
      mandatory: z.boolean(),
      priceCents: moneyCents,
      /** The card's name for fans, one text or one per language; without it "Plastic card" in each language. */
      name: localizedTextSchema.optional(),
    }),
    identity: identitySchema,
    requiredCustomerFields: requiredFieldsSchema,
    requiredSubscriberFields: requiredFieldsSchema,
    requiredHolderFields: requiredFieldsSchema,
    websiteMaxTicketsInCart: z.number().int().min(1).max(99).default(99),
    defaultOrderExpiryTimeInSeconds: z.number().int().min(60).max(86_400).default(900),
    payment: z.strictObject({
      singlePayment: z.boolean(),
      installmentPayment: z.strictObject({
        enabled: z.boolean(),
        counts: z.array(z.number().int().min(2).max(12)),
        minOrderAmountCents: moneyCents,
        maxOrderAmountCents: moneyCents,
      }),
      provider: paymentProviderSchema.default({ kind: 'sandbox' }),
    }),
    currency: currencySchema.default('EUR'),
    /**
     * The club's own bank account, from which resale payouts to sellers are paid by SEPA credit
     * transfer (docs/product.md#resale); absent: payouts are listed but no transfer file is made.
     */
    payouts: payoutAccountSchema.optional(),
    subscriptionsSection: z.strictObject({ enabled: z.boolean() }),
    /**
     * Resale between fans (docs/adr/0021): `forbidden`, `no_restriction`, or `whole_order_only`
     * (all the tickets of an order together). Prices from `minPriceCents` up to
     * `maxPercentOfFaceValue` % of the ticket's price (100: face value, as many leagues require;
     * absent: no cap). `limitPerCampaign`: tickets one fan may put on resale per match or pack
     * (absent: no limit). Absent block: resale is forbidden.
     */
    resale: z
      .strictObject({
        policy: z.enum(['forbidden', 'no_restriction', 'whole_order_only'], {
          message: 'must be "forbidden", "no_restriction" or "whole_order_only"',
        }),
        minPriceCents: moneyCents.min(1, { message: 'must be at least 1 cent' }).default(100),
        maxPercentOfFaceValue: z
          .number()
          .int({ message: 'must be a whole percentage, such as 100 for face value' })
          .min(1)
          .max(1_000)
          .optional(),
        limitPerCampaign: z.number().int().min(1).max(99).optional(),
      })
      .default({ policy: 'forbidden', minPriceCents: 100 }),
    /**
     * Seller details and VAT of the club's invoices (docs/product.md#tickets); absent: the long name and no
     * VAT.
     */
    invoicing: z
      .strictObject({
        legalName: z.string().trim().min(1).max(160),
        address: z.array(z.string().trim().min(1).max(120)).min(1).max(5),
        vatNumber: z.string().trim().min(1).max(40).optional(),
        registrationNumber: z.string().trim().min(1).max(60).optional(),
        /** VAT included in ticket prices, in hundredths of a percent: 550 is 5.5 %. */
        vatRateBasisPoints: z.number().int().min(0).max(5_000),
        /** Printed before the invoice number, e.g. "ORC" gives ORC-000042. */
        numberPrefix: z
          .string()
          .regex(/^[A-Z0-9]{1,8}$/, { message: 'must be 1-8 capital letters or digits, like "ORC"' }),
      })
      .optional(),
  })
  .superRefine((t, ctx) => {
    if (t.plasticCardConfiguration.mandatory && !t.plasticCardConfiguration.enabled) {
      ctx.addIssue({
        code: 'custom',
        path: ['plasticCardConfiguration', 'mandatory'],
        message: 'a plastic card cannot be mandatory while it is disabled; set "enabled" to true',
      });
    }
    const inst = t.payment.installmentPayment;
    if (inst.enabled && inst.counts.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment', 'installmentPayment', 'counts'],
        message: 'list at least one number of instalments (e.g. [3]) or set "enabled" to false',
      });
    }
    if (inst.minOrderAmountCents > inst.maxOrderAmountCents) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment', 'installmentPayment', 'minOrderAmountCents'],
        message: 'the minimum order amount is above the maximum',
      });
    }
    if (!t.payment.singlePayment && !inst.enabled) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'turn on single payment or instalments, otherwise fans cannot pay',
      });
    }
    const font = HEADING_FONTS[t.branding.headingFont];
    if (t.locales.includes('ru') && !font.cyrillic) {
      ctx.addIssue({
        code: 'custom',
        path: ['branding', 'headingFont'],
        message: `${font.label} has no Russian letters and the club sells in Russian; pick ${HEADING_FONT_NAMES.filter((name) => HEADING_FONTS[name].cyrillic).join(' or ')}`,
      });
    }
    if (!t.domains.includes(`${t.slug}.localhost`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['domains'],
        message: `add "${t.slug}.localhost" so the club can be opened on a developer machine`,
      });
    }
  });

/** A tenant file as written by staff (defaults not applied yet). */
export type TenantInput = z.input<typeof tenantSchema>;
/** A validated tenant with defaults applied. */
export type Tenant = z.infer<typeof tenantSchema>;
export type TenantColors = Tenant['branding']['colors'];
export type Sport = z.infer<typeof sportSchema>;
export type RequiredField = Tenant['requiredCustomerFields'][number];
