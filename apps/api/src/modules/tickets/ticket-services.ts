import path from 'node:path';
import { resolveTenantsDir, shopOriginResolver, type Tenant } from '@stadio/tenants';
import { createTicketKeyring, type TicketKeyring } from '@stadio/ticket-tokens';

/** What the tickets module needs from its surroundings: keys and where files live (ADR 0009). */
export interface TicketServices {
  keyring: TicketKeyring;
  /** The tenants folder, where club logos are. */
  assetsDir: string;
  /** Where wallet certificates and keys are read from (and development ones generated into). */
  walletKeysDir: string;
  /** Refuse to make up development wallet certificates (WALLET_REQUIRE_KEYS=1 in real deployments). */
  production: boolean;
  /** The club's shop address (calendar links, Google Wallet origins). */
  shopOrigin: (tenant: Tenant) => string;
}

// Only for a developer machine without any secret configured: never used when NODE_ENV=production.
const DEVELOPMENT_SECRET = 'stadio-development-ticket-keys-not-for-production';

/** The services as the environment configures them. */
export function ticketServicesFromEnv(env: NodeJS.ProcessEnv = process.env): TicketServices {
  const secret = env.TICKET_KEYS_SECRET ?? env.STOREFRONT_SECRET;
  // `npm start` runs the demo with NODE_ENV=production, so that alone cannot mean "real wallets".
  const production = env.WALLET_REQUIRE_KEYS === '1';
  if (!secret && env.NODE_ENV === 'production')
    throw new Error('TICKET_KEYS_SECRET (or STOREFRONT_SECRET) is required in production');
  const assetsDir = resolveTenantsDir();
  return {
    keyring: createTicketKeyring(secret ?? DEVELOPMENT_SECRET, env),
    assetsDir,
    walletKeysDir: path.resolve(
      env.WALLET_KEYS_DIR ??
        path.join(env.STADIO_DATA_DIR ?? path.join(path.dirname(assetsDir), '.data'), 'keys'),
    ),
    production,
    shopOrigin: shopOriginResolver(env.SHOP_ORIGIN_TEMPLATE),
  };
}

let current: TicketServices | undefined;

/** The process's ticket services, read from the environment on first use. */
export function ticketServices(): TicketServices {
  current ??= ticketServicesFromEnv();
  return current;
}

/** Replaces the process's ticket services (tests point the wallet keys at a temporary folder). */
export function setTicketServices(services: TicketServices): void {
  current = services;
}
