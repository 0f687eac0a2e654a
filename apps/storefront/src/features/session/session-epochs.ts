import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { busyRetryAfter } from '@/features/api/busy';
import { logger } from '@/lib/logger';
import { processWide } from '@/lib/process-wide';

const SessionEpochQuery = graphql(`
  query SessionEpoch($customerId: ID!) {
    sessionEpoch(customerId: $customerId)
  }
`);

/**
 * How long this process trusts a customer's session epoch before asking the API again
 * (ADR 0022). A buyer's burst of cart calls asks once; a session ended through this process is
 * forgotten at once, one ended through another storefront process stops working within this bound.
 */
export const EPOCH_FRESH_MS = 5_000;
const EPOCHS_MAX = 20_000;

/**
 * The API could not say whether a session is still one of the customer's (unreachable, saturated)
 * and this process has never heard its epoch: the session is neither trusted nor refused. Routes
 * answer 503 BUSY with Retry-After, not 401: a fan logged in during an outage stays logged in.
 */
export class SessionCheckUnavailableError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('session epoch unavailable');
  }
}

type Known = { epoch: number | null; until: number };
// One memory per process: Next bundles this module once for pages and once for route handlers,
// and a logout forgotten by the route's copy would leave the pages' copy trusting the old epoch.
const { known, asking } = processWide('session-epochs', () => ({
  known: new Map<string, Known>(),
  asking: new Map<string, Promise<number | null>>(),
}));

const keyOf = (tenantSlug: string, customerId: string) => `${tenantSlug}:${customerId}`;

async function askApi(tenantSlug: string, customerId: string): Promise<number | null> {
  const result = await apiClient(tenantSlug).query(SessionEpochQuery, { customerId }).toPromise();
  if (result.error || !result.data) throw new SessionCheckUnavailableError(busyRetryAfter(result.error) ?? 1);
  return result.data.sessionEpoch ?? null;
}

/** The customer's current epoch (null: no such live customer), from the API at most every few seconds. */
async function currentEpoch(tenantSlug: string, customerId: string): Promise<number | null> {
  const key = keyOf(tenantSlug, customerId);
  const kept = known.get(key);
  if (kept && kept.until > Date.now()) return kept.epoch;
  let pending = asking.get(key);
  if (!pending) {
    pending = askApi(tenantSlug, customerId).finally(() => asking.delete(key));
    asking.set(key, pending);
  }
  try {
    const epoch = await pending;
    known.delete(key);
    known.set(key, { epoch, until: Date.now() + EPOCH_FRESH_MS });
    if (known.size > EPOCHS_MAX) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    return epoch;
  } catch (error) {
    // The API could not say: the last epoch it said, however old, else neither trusted nor refused.
    logger.warn({ err: error }, 'session epoch unavailable');
    if (kept) return kept.epoch;
    throw error instanceof SessionCheckUnavailableError ? error : new SessionCheckUnavailableError(1);
  }
}

/** Whether a session opened in `epoch` is still one of the customer's (ADR 0022). */
export async function isSessionEpochCurrent(tenantSlug: string, customerId: string, epoch: number) {
  return (await currentEpoch(tenantSlug, customerId)) === epoch;
}

/** Forgets what this process knew of a customer's epoch, after it changed it. */
export function forgetSessionEpoch(tenantSlug: string, customerId: string): void {
  known.delete(keyOf(tenantSlug, customerId));
}

/** The customer's epoch as the API says it now (after an operation that raised it). */
export async function freshSessionEpoch(tenantSlug: string, customerId: string): Promise<number | null> {
  forgetSessionEpoch(tenantSlug, customerId);
  return currentEpoch(tenantSlug, customerId);
}
