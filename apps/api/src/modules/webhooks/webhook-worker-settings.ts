/** Timing of the webhook worker (ADR 0052). */
export interface WebhookWorkerSettings {
  /** Pause between polls when nothing was due. */
  pollIntervalMs: number;
  /** Deliveries claimed per poll. */
  batchSize: number;
  /** How long a receiver may take to answer before the attempt counts as failed. */
  timeoutMs: number;
  /** How long a claimed delivery stays with its worker: more than a timed-out attempt takes. */
  leaseMs: number;
  /**
   * The pause before each retry after a failed attempt; when they are used up the delivery is
   * `failed`. Tests pass short ones.
   */
  retryDelaysMs: readonly number[];
  /** Characters of an answer kept for the delivery log. */
  excerptChars: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Eight attempts over about 27 hours, as Standard Webhooks suggests: a receiver down for a
 * deployment is reached within minutes, one down for a night still gets everything the next day.
 */
export const DEFAULT_WEBHOOK_WORKER_SETTINGS: WebhookWorkerSettings = {
  pollIntervalMs: 1_000,
  batchSize: 10,
  timeoutMs: 10 * SECOND,
  leaseMs: 2 * MINUTE,
  retryDelaysMs: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
  excerptChars: 1_000,
};
