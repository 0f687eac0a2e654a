import { admissionKey } from './admission-token';

// Only for a developer machine or a test without any secret configured: never in production.
const DEVELOPMENT_SECRET = 'stadio-development-waiting-room-not-for-production';

let current: Uint8Array | undefined;

/**
 * The process's admission signing key, derived from STOREFRONT_SECRET (required by the API's
 * configuration, so every API instance of a deployment derives the same key).
 */
export function admissionSigningKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (current) return current;
  const secret = env.STOREFRONT_SECRET;
  if (!secret && env.NODE_ENV === 'production')
    throw new Error('STOREFRONT_SECRET is required in production');
  current = admissionKey(secret ?? DEVELOPMENT_SECRET);
  return current;
}
