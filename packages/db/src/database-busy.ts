/**
 * A connection could not be had in time: too many callers were already waiting for one
 * (`queue`), or none came free within the pool's acquire bound (`timeout`). Nothing was sent to
 * the database for the caller, so whatever it was about to do has not happened (ADR 0015).
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly reason: 'queue' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'queue'
        ? 'the database is saturated: too many requests are waiting for a connection'
        : 'the database is saturated: no connection came free in time',
      options,
    );
    this.name = 'DatabaseBusyError';
    // Hundreds are made a second under a crowd and their stack says nothing: no stack to format.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Whether `error` (or one of its causes) is a {@link DatabaseBusyError}. */
export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseBusyError) return true;
    current =
      (current as { cause?: unknown; originalError?: unknown }).originalError ??
      (current as { cause?: unknown }).cause;
  }
  return false;
}
