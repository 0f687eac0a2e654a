import { DEV_SANDBOX_WEBHOOK_SECRET } from '@stadio/payment-sandbox/protocol';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Host names of this machine, where only the demo's own sandbox runs. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the webhook secret published in the repository (DEV_SANDBOX_WEBHOOK_SECRET) may sign
 * payment notices: only in development, with the sandbox on this machine. Anyone can sign a
 * "paid" notice with it, so anywhere else it would confirm orders nobody paid (docs/security.md).
 */
function devWebhookSecretAllowed(config: { NODE_ENV?: string; PAYMENT_SANDBOX_URL: string }): boolean {
  return (
    config.NODE_ENV !== 'production' && LOCAL_HOSTS.has(URL.parse(config.PAYMENT_SANDBOX_URL)?.hostname ?? '')
  );
}

/** Environment variables of the API, validated once at start-up so a typo fails fast and clearly. */
const environmentSchema = z.object({
  /** `production` in every deployment and under `npm start` (which generates its secrets). */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /**
   * Address the API listens on (default 127.0.0.1): only the storefront and the payment provider's
   * webhooks call it, never a browser, so it is not on the network unless asked
   * (docs/security.md#what-listens-where); e.g. 0.0.0.0 or a private address when the storefronts
   * run on other machines.
   */
  API_HOST: z
    .string()
    .trim()
    .min(1, { message: 'must be an address such as 127.0.0.1 or 0.0.0.0' })
    .default('127.0.0.1'),
  DATABASE_URL: z
    .string({ message: 'is required (e.g. postgres://user:password@127.0.0.1:54329/stadio)' })
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' }),
  /** Shared with the storefront BFF only; proves a GraphQL request really comes from it. */
  STOREFRONT_SECRET: z
    .string({ message: 'is required: a random string of at least 32 characters shared with the storefront' })
    .min(32, { message: 'must be at least 32 characters long' }),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Pause of the sweeper releasing expired holds between sweeps, in milliseconds (default 5 s). */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Where the mail worker sends the outbox; without it mails wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps:// (e.g. smtp://127.0.0.1:1025)' })
    .optional(),
  /** Sender address of e-mails (default no-reply@stadio.localhost); the club's name is the sender name. */
  MAIL_FROM: z
    .email({ message: 'must be an e-mail address such as no-reply@tickets.example.com' })
    .optional(),
  /** Base URL of a club's shop in e-mails, `{slug}` replaced (e.g. http://{slug}.localhost:3000); default https://<first domain>. */
  SHOP_ORIGIN_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, { message: 'must be like https://{slug}.example.com, without a path' })
    .optional(),
  /** The sandbox payment provider's base URL (packages/payment-sandbox; default http://127.0.0.1:4242). */
  PAYMENT_SANDBOX_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, { message: 'must be like http://127.0.0.1:4242, without a path' })
    .default('http://127.0.0.1:4242'),
  /** The sandbox's API key (its dev default unless set; the sandbox must be started with the same). */
  PAYMENT_SANDBOX_API_KEY: z.string().min(8, { message: 'must be at least 8 characters long' }).optional(),
  /**
   * Shared secret the provider signs webhooks with. `npm start` generates one for its sandbox
   * (.data/secrets.json); the published development value is accepted only in development against
   * a sandbox on this machine, and is the default there (see devWebhookSecretAllowed).
   */
  PAYMENT_SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters long' })
    .optional(),
  /** Base URL at which the payment provider reaches this API's webhooks; default http://127.0.0.1:<PORT>. */
  PAYMENT_WEBHOOK_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, { message: 'must be like https://api.example.com, without a path' })
    .optional(),
  /**
   * Where the clubs' Stripe accounts are called (docs/adr/0048): absent, Stripe itself; the
   * payment sandbox's Stripe surface in development and tests (`npm start` sets it).
   */
  STRIPE_API_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, { message: 'must be like http://127.0.0.1:4242, without a path' })
    .optional(),
  /** Pause of the job charging due instalments between passes, in milliseconds (default 60 s). */
  INSTALLMENT_CHARGE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /*
   * Overload policy (ADR 0015): a request waits for a database connection only so long and only
   * behind so many others; beyond that it is answered BUSY at once, having changed nothing.
   * Defaults suit a 2-core machine running PostgreSQL beside the API; raise DB_POOL_MAX with the
   * database's cores (and its max_connections, shared by every API process).
   */
  /** Database connections of this process (default 10). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * Requests that may wait for a connection before more are refused at once (default 1,000): a
   * burst the pool serves within the acquire bound queues; the bound refuses what it cannot.
   */
  DB_POOL_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).default(1_000),
  /** Longest wait for a connection before BUSY, in milliseconds (default 1 s). */
  DB_POOL_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Seconds a BUSY answer asks the caller to wait before trying again (default 1). */
  BUSY_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(120).default(1),
});

/** The environment, checked as a whole (the webhook secret depends on the mode and the provider). */
export const configSchema = environmentSchema
  .superRefine((config, context) => {
    const secret = config.PAYMENT_SANDBOX_WEBHOOK_SECRET;
    if ((secret !== undefined && secret !== DEV_SANDBOX_WEBHOOK_SECRET) || devWebhookSecretAllowed(config))
      return;
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_SANDBOX_WEBHOOK_SECRET'],
      message:
        (secret === undefined
          ? 'is required'
          : 'must not be the development value published in the repository, which anyone can sign with,') +
        ' when NODE_ENV is production or PAYMENT_SANDBOX_URL is not a sandbox on this machine' +
        ' (set the secret the provider signs webhooks with; npm start generates one for its own sandbox)',
    });
  })
  .transform((config) => ({
    ...config,
    PAYMENT_SANDBOX_WEBHOOK_SECRET: config.PAYMENT_SANDBOX_WEBHOOK_SECRET ?? DEV_SANDBOX_WEBHOOK_SECRET,
  }));

/** The API's validated configuration. */
export type ApiConfig = z.output<typeof configSchema>;

/** Parses the environment; throws one error listing every problem (never the values, which may be secrets). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid API configuration:\n${problems.join('\n')}`);
}
