import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt work factors: N = 2^logN, block size r, parallelism p. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** OWASP's recommendation (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1; about 128 MiB per hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = '$scrypt$';

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    // node:crypto refuses to use more than 32 MiB by default; scrypt needs 128·N·r bytes, so give twice that.
    maxmem: 256 * N * cost.r * cost.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with a fresh random salt. The result records its cost
 * (`$scrypt$ln=17,r=8,p=1$salt$hash`), so the cost can be raised later without invalidating
 * existing hashes: they are re-hashed at the next successful login.
 */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `${PREFIX}ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(encoded: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  return {
    cost: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/**
 * Checks a password against a stored hash in constant time. `needsRehash` says the hash was made
 * with another cost than `cost`, so the caller should store a new one while it has the password.
 */
export async function verifyPassword(
  password: string,
  encoded: string,
  cost: ScryptCost,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const stored = parse(encoded);
  if (!stored) return { ok: false, needsRehash: false };
  const key = await derive(password, stored.salt, stored.cost);
  const ok = key.length === stored.key.length && timingSafeEqual(key, stored.key);
  const sameCost = stored.cost.logN === cost.logN && stored.cost.r === cost.r && stored.cost.p === cost.p;
  return { ok, needsRehash: ok && !sameCost };
}

const decoys = new Map<string, Promise<string>>();

/**
 * Spends the time of one password check when there is no hash to check against (unknown
 * e-mail), so response times do not tell which addresses have an account.
 */
export async function verifyAgainstDecoy(password: string, cost: ScryptCost): Promise<void> {
  const key = `${cost.logN},${cost.r},${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64url'), cost);
    decoys.set(key, decoy);
  }
  await verifyPassword(password, await decoy, cost);
}
