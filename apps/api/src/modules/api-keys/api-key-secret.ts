import { createHash, randomInt } from 'node:crypto';

/*
 * The read API's keys (ADR 0053): `stadio_<club>_<40 base62 characters>`, about 238 random bits.
 * Only the SHA-256 of the whole key is stored. A slow password hash (scrypt, as for fans) would
 * protect guessable secrets; these are not guessable, and the API checks a key on every request,
 * so one fast hash is the right tool.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 40;
/** Random characters kept in the visible prefix: enough to tell a club's keys apart, far too few to guess the rest. */
const PREFIX_RANDOM = 6;

/** A new key of `clubSlug`, with what is stored of it. */
export function newApiKeySecret(clubSlug: string): { secret: string; prefix: string; hash: string } {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += BASE62[randomInt(BASE62.length)];
  const secret = `stadio_${clubSlug}_${random}`;
  return { secret, prefix: `stadio_${clubSlug}_${random.slice(0, PREFIX_RANDOM)}`, hash: hashApiKey(secret) };
}

/** The stored form of a key: SHA-256, lower-case hex. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Longest Authorization value looked at: a key is about 60 characters; anything far longer is not one. */
export const MAX_KEY_LENGTH = 200;
