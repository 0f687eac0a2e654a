import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensureDevWalletKeys } from './dev-wallet-keys';
import type { TicketServices } from './ticket-services';

/** What signs a club's Apple Wallet passes. */
export interface AppleCredentials {
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
}

/** A Google Wallet service account (the JSON key Google's console gives) and the club's issuer id. */
export interface GoogleCredentials {
  clientEmail: string;
  privateKey: string;
  issuerId: string;
}

const passType = z.object({
  passTypeIdentifier: z.string().min(1),
  teamIdentifier: z.string().min(1),
  signerKeyPassphrase: z.string().optional(),
});
const serviceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  issuer_id: z.string().min(1),
});

/**
 * The folder of one kind of credentials for a club: `<dir>/<slug>/<kind>` when the club has its
 * own, else the shared `<dir>/<kind>` (generated for development when missing, unless WALLET_REQUIRE_KEYS=1).
 */
function credentialsDir(
  services: TicketServices,
  tenant: string,
  kind: 'apple' | 'google',
  marker: string,
): string {
  const own = path.join(services.walletKeysDir, tenant, kind);
  if (existsSync(path.join(own, marker))) return own;
  const shared = path.join(services.walletKeysDir, kind);
  if (!existsSync(path.join(shared, marker))) {
    if (services.production) throw new Error(`no ${kind} wallet credentials in ${own} or ${shared}`);
    ensureDevWalletKeys(services.walletKeysDir);
  }
  return shared;
}

/** The Apple Wallet signing material of a club. */
export function appleCredentials(services: TicketServices, tenant: string): AppleCredentials {
  const dir = credentialsDir(services, tenant, 'apple', 'signer-key.pem');
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  const type = passType.parse(JSON.parse(read('pass-type.json')));
  return {
    wwdr: read('wwdr.pem'),
    signerCert: read('signer-cert.pem'),
    signerKey: read('signer-key.pem'),
    ...type,
  };
}

/** The Google Wallet service account of a club. */
export function googleCredentials(services: TicketServices, tenant: string): GoogleCredentials {
  const dir = credentialsDir(services, tenant, 'google', 'service-account.json');
  const account = serviceAccount.parse(
    JSON.parse(readFileSync(path.join(dir, 'service-account.json'), 'utf8')),
  );
  return { clientEmail: account.client_email, privateKey: account.private_key, issuerId: account.issuer_id };
}
