/**
 * A connection could not be had in time: too many callers were already waiting for one
 * (`queue`), none came free within the pool's acquire bound (`timeout`), or the server refused
 * new connections because it is down or restarting (`unreachable`, ADR 0023). Nothing was sent to
 * the database for the caller, so whatever it was about to do has not happened (ADR 0015).
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly reason: 'queue' | 'timeout' | 'unreachable',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'queue'
        ? 'the database is saturated: too many requests are waiting for a connection'
        : reason === 'timeout'
          ? 'the database is saturated: no connection came free in time'
          : 'the database cannot be reached: it refused a new connection (down or restarting)',
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
