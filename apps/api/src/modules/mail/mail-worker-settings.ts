/** Timing of the mail worker (see ADR 0006). */
export interface MailWorkerSettings {
  /** Pause between polls when the outbox had nothing due. */
  pollIntervalMs: number;
  /** Rows claimed per poll. */
  batchSize: number;
  /**
   * How long a claimed row stays with its worker. Longer than the slowest send (the SMTP
   * timeouts below add up to under a minute), so only a dead worker's rows are claimed again.
   */
  leaseMs: number;
  /** Attempts before a row is given up as `failed`. */
  maxAttempts: number;
  /** Delay before the second attempt; doubles with each attempt up to `retryMaxDelayMs`. */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
}

/** The production timing: a failing SMTP server is retried for about a day before giving up. */
export const DEFAULT_MAIL_WORKER_SETTINGS: MailWorkerSettings = {
  pollIntervalMs: 1_000,
  batchSize: 10,
  leaseMs: 2 * 60_000,
  maxAttempts: 10,
  retryBaseDelayMs: 30_000,
  retryMaxDelayMs: 6 * 60 * 60_000,
};

/** Delay before the next attempt after `attempts` failed ones (1 → base, 2 → 2·base, …, capped). */
export function retryDelayMs(attempts: number, settings: MailWorkerSettings): number {
  return Math.min(settings.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxDelayMs);
}
