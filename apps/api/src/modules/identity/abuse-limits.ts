import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { identityError } from './identity-errors';

/** What a client address may do at one club, and how often (docs/security.md). */
export type AbuseAction = 'login' | 'signUp' | 'passwordReset' | 'verificationResend';

/** Attempts per client address per club within the window. Generous: a stadium's Wi-Fi is one address. */
export const ABUSE_LIMITS: Record<AbuseAction, { points: number; durationSeconds: number }> = {
  login: { points: 200, durationSeconds: 15 * 60 },
  signUp: { points: 20, durationSeconds: 60 * 60 },
  passwordReset: { points: 20, durationSeconds: 60 * 60 },
  verificationResend: { points: 20, durationSeconds: 60 * 60 },
};

/** Counts an attempt of `action` by `address` at `tenantId`; THROTTLED once over the limit. */
export interface AbuseLimiter {
  consume(action: AbuseAction, tenantId: string, address: string): Promise<void>;
}

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
    async consume(action, tenantId, address) {
      try {
        await limiters[action].consume(`${tenantId}:${address}`);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw identityError('THROTTLED', 'Too many attempts from this address; try again later', {
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        });
      }
    },
  };
}
