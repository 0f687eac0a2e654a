import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Browser error reports (`POST /api/log`) per client address and storefront process: a page
 * that fails reports once or twice; a script flooding the log is cut off (docs/security.md).
 * In memory: the log is per process too, and a report dropped under abuse loses nothing.
 */
export const LOG_REPORTS = { points: 30, durationSeconds: 60 } as const;
/** The largest report accepted, in bytes (the schema's fields, with room for JSON's quoting). */
export const LOG_MAX_BYTES = 12 * 1024;

const limiter = new RateLimiterMemory({ points: LOG_REPORTS.points, duration: LOG_REPORTS.durationSeconds });

/** Counts a report from `address`; the seconds to wait when over the limit, else null. */
export async function logReportRefusal(address: string): Promise<number | null> {
  try {
    await limiter.consume(address);
    return null;
  } catch (refusal) {
    const ms = (refusal as { msBeforeNext?: number }).msBeforeNext ?? LOG_REPORTS.durationSeconds * 1000;
    return Math.max(1, Math.ceil(ms / 1000));
  }
}
