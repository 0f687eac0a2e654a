import { signatureHeader, SIGNATURE_HEADER, type WebhookEvent } from './protocol';
import type { StripeEvent } from './stripe/stripe-objects';

/** How webhooks are delivered. */
export interface WebhookSenderOptions {
  secret: string;
  /** Delay before the first retry; doubles after each failed attempt (default 1 s). */
  retryBaseMs: number;
  /** Longest pause between two attempts (default 60 s). */
  retryMaxMs: number;
  /** Give up after this many attempts (default 50: about 45 minutes with the defaults). */
  maxAttempts: number;
  /** Per attempt (default 10 s). */
  timeoutMs: number;
  onGiveUp?: (event: WebhookEvent | StripeEvent, url: string) => void;
}

/** A delivery as tests and the status page see it. */
export interface Delivery {
  event: WebhookEvent | StripeEvent;
  /** The secret and header it is signed with (default: the sandbox's own). */
  signing: { secret: string; header: string };
  url: string;
  attempts: number;
  delivered: boolean;
}

/**
 * Sends signed webhooks like a real provider: each attempt is signed afresh with the current time
 * (so a retry is never refused as too old), retries back off exponentially until the endpoint
 * answers 2xx, and the event id stays the same on every retry (the receiver's idempotency key).
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Queues `event` for `url`; resolves after the first attempt with whether it was accepted. */
  send(
    url: string,
    event: WebhookEvent | StripeEvent,
    signing = { secret: this.options.secret, header: SIGNATURE_HEADER },
  ): Promise<boolean> {
    const delivery: Delivery = { event, signing, url, attempts: 0, delivered: false };
    this.deliveries.push(delivery);
    return this.attempt(delivery);
  }

  private async attempt(delivery: Delivery): Promise<boolean> {
    if (this.closed) return false;
    delivery.attempts += 1;
    const body = JSON.stringify(delivery.event);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [delivery.signing.header]: signatureHeader(delivery.signing.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        delivery.delivered = true;
        return true;
      }
    } catch {
      // Unreachable or timed out: retried below like any non-2xx answer.
    }
    if (delivery.attempts >= this.options.maxAttempts) {
      this.options.onGiveUp?.(delivery.event, delivery.url);
      return false;
    }
    const delay = Math.min(this.options.retryBaseMs * 2 ** (delivery.attempts - 1), this.options.retryMaxMs);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery);
    }, delay);
    this.timers.add(timer);
    return false;
  }

  /** Stops every pending retry. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
