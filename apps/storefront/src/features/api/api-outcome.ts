import 'server-only';
import type { CombinedError } from '@urql/core';
import { logger } from '@/lib/logger';

/** The answer of an API operation: its data, or why it was refused. */
export type Outcome<T, F> = { ok: true; data: T } | { ok: false; failure: F };

/**
 * Waits for an urql operation and turns it into an {@link Outcome}: `pick` reads the data,
 * `toFailure` words a refusal. Failures that are not the customer's doing (`isOutage`) are logged.
 */
export async function apiOutcome<D, T, F>(
  operation: string,
  pending: Promise<{ data?: D; error?: CombinedError }>,
  pick: (data: D) => T,
  toFailure: (error: Pick<CombinedError, 'graphQLErrors' | 'networkError'>) => F,
  isOutage: (failure: F) => boolean,
): Promise<Outcome<T, F>> {
  const result = await pending;
  if (result.data && !result.error) return { ok: true, data: pick(result.data) };
  const failure = toFailure(result.error ?? { graphQLErrors: [], networkError: new Error('no data') });
  if (isOutage(failure)) logger.error({ err: result.error, operation }, 'API operation failed');
  return { ok: false, failure };
}
