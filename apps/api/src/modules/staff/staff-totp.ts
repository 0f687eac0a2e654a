import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;

/** A new base32 secret and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label, secret }) };
}

/**
 * The time step of `code` if it is the code of `secret` at `now`, give or take one step (a clock
 * a little off), and newer than `lastStep`: a code is accepted once, so one seen over a shoulder
 * or in a log cannot be used again within its window. Null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  // The functional verify also types HOTP results, which have no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
