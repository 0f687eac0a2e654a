import 'server-only';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: z.string().url().default('http://127.0.0.1:4000'),
  STOREFRONT_SECRET: z.string().min(32, 'STOREFRONT_SECRET must be at least 32 characters'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** The local mailbox's web API (packages/mailbox), set by `npm start` and the browser tests only. */
  MAILBOX_URL: z.string().url().optional(),
  /** Base URL of a club's shop, `{slug}` replaced (as in the API's e-mails): the pages' canonical origin. */
  SHOP_ORIGIN_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, { message: 'must be like https://{slug}.example.com, without a path' })
    .optional(),
  /** How long the proxy trusts a club's catalogue edition before asking the API again (ADR 0013). */
  CATALOGUE_EDITION_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
});

let parsed: z.infer<typeof envSchema> | undefined;

/** Server environment, validated once; a missing secret stops the server with a clear message. */
export function env() {
  parsed ??= envSchema.parse(process.env);
  return parsed;
}
