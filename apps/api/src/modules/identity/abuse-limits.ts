import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { identityError } from './identity-errors';

/**
 * What a client address (or a customer) may do at one club, and how often (docs/security.md):
 * the address's logins, sign-ups (also per e-mail tried, ADR 0054) and links (ADR 0022); promo codes named that do not exist and
 * transfer recipients looked up, each per customer and per address (ADR 0041).
 */
export type AbuseAction =
  | 'login'
  | 'signUp'
  | 'signUpByEmail'
  | 'passwordReset'
  | 'verificationResend'
  | 'promoMissByCustomer'
  | 'promoMissByAddress'
  | 'transferByCustomer'
  | 'transferByAddress';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Points per subject (address or customer) per club within the window. Generous for addresses: a
 * stadium's Wi-Fi is one address. A fan mistypes a promo code a few times and transfers a few
 * tickets to friends; a guesser needs hundreds of tries (ADR 0041).
 */
export const ABUSE_LIMITS: Record<AbuseAction, { points: number; durationSeconds: number }> = {
  login: { points: 200, durationSeconds: 15 * MINUTE },
  signUp: { points: 20, durationSeconds: HOUR },
  // One person signs up once or twice; more tries of one address are someone checking it.
  signUpByEmail: { points: 5, durationSeconds: HOUR },
  passwordReset: { points: 20, durationSeconds: HOUR },
  verificationResend: { points: 20, durationSeconds: HOUR },
  promoMissByCustomer: { points: 10, durationSeconds: 15 * MINUTE },
  promoMissByAddress: { points: 50, durationSeconds: 15 * MINUTE },
  transferByCustomer: { points: 20, durationSeconds: HOUR },
  transferByAddress: { points: 60, durationSeconds: HOUR },
};

/** Counts attempts of `action` by `subject` (a client address or a customer id) at `tenantId`. */
export interface AbuseLimiter {
  /** Counts one attempt; THROTTLED (with `retryAfterSeconds`) once over the limit. */
  consume(action: AbuseAction, tenantId: string, subject: string): Promise<void>;
  /** THROTTLED when the subject has no point left, counting nothing: for limits on failures. */
  assertLeft(action: AbuseAction, tenantId: string, subject: string): Promise<void>;
  /** Counts `points` failures found after answering, never refusing (the next call will). */
  penalise(action: AbuseAction, tenantId: string, subject: string, points: number): Promise<void>;
}

const throttled = (msBeforeNext: number) =>
  identityError('THROTTLED', 'Too many attempts; try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

/**
 * rate-limiter-flexible on the `rate_limits` table, so every API process counts against the same
 * limits. Counters live in the database's clock-free form (epoch milliseconds of the process).
 */
export function createAbuseLimiter(
  pool: Pool,
  limits: Record<AbuseAction, { points: number; durationSeconds: number }> = ABUSE_LIMITS,
): AbuseLimiter {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([action, limit]) => [
      action,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix: action,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
    ]),
  ) as Record<AbuseAction, RateLimiterPostgres>;
  return {
    async consume(action, tenantId, subject) {
      try {
        await limiters[action].consume(`${tenantId}:${subject}`);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw throttled(refusal.msBeforeNext);
      }
    },
    async assertLeft(action, tenantId, subject) {
      const used = await limiters[action].get(`${tenantId}:${subject}`);
      if (used && used.consumedPoints >= limits[action].points) throw throttled(used.msBeforeNext);
    },
    async penalise(action, tenantId, subject, points) {
      if (points > 0) await limiters[action].penalty(`${tenantId}:${subject}`, points);
    },
  };
}
