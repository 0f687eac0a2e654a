import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** Ed25519 signing keys of the clubs' QR tokens (ADR 0009). */
export interface TicketKeyring {
  privateKey(tenant: string): KeyObject;
  publicKey(tenant: string): KeyObject;
  /** The public key as SPKI PEM: what a club's gate scanners are configured with. */
  publicKeyPem(tenant: string): string;
}

// An Ed25519 private key in PKCS#8 DER is this fixed prefix followed by the 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The environment variable holding a club's own key, e.g. TICKET_SIGNING_KEY_RIVIERA. */
export function tenantKeyVariable(tenant: string): string {
  return `TICKET_SIGNING_KEY_${tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The key a club gets from `secret`: one HMAC per club, so clubs never share a key. */
export function deriveTicketKey(secret: string, tenant: string): KeyObject {
  const seed = createHmac('sha256', secret).update(`stadio ticket signing key v1\0${tenant}`).digest();
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/**
 * A keyring reading a club's PEM key from its environment variable when set (production, keys
 * kept in a secret store), else deriving it from `secret`. Keys are cached for the process.
 */
export function createTicketKeyring(secret: string, env: NodeJS.ProcessEnv = process.env): TicketKeyring {
  const cache = new Map<string, KeyObject>();
  const privateKey = (tenant: string): KeyObject => {
    let key = cache.get(tenant);
    if (!key) {
      const pem = env[tenantKeyVariable(tenant)];
      key = pem ? createPrivateKey(pem.replace(/\\n/g, '\n')) : deriveTicketKey(secret, tenant);
      if (key.asymmetricKeyType !== 'ed25519')
        throw new Error(`${tenantKeyVariable(tenant)} is not an Ed25519 key`);
      cache.set(tenant, key);
    }
    return key;
  };
  const publicKey = (tenant: string) => createPublicKey(privateKey(tenant));
  return {
    privateKey,
    publicKey,
    publicKeyPem: (tenant) => publicKey(tenant).export({ format: 'pem', type: 'spki' }).toString(),
  };
}
