import 'server-only';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: z.string().url().default('http://127.0.0.1:4000'),
  STOREFRONT_SECRET: z.string().min(32, 'STOREFRONT_SECRET must be at least 32 characters'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** The local mailbox's web API (packages/mailbox), set by `npm start` and the browser tests only. */
  MAILBOX_URL: z.string().url().optional(),
});

let parsed: z.infer<typeof envSchema> | undefined;

/** Server environment, validated once; a missing secret stops the server with a clear message. */
export function env() {
  parsed ??= envSchema.parse(process.env);
  return parsed;
}
