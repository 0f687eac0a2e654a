import type { HostedPageSession } from './hosted-page';
import type { Charge, Refund } from './protocol';
import type { CardBehaviour } from './test-cards';

/** A session with what the sandbox keeps about it. */
export interface SessionRecord extends HostedPageSession {
  webhookUrl: string;
  savePaymentMethod: boolean;
  metadata: Record<string, string>;
  /** Amount already refunded, in cents. */
  refunded: number;
  pendingTimer?: NodeJS.Timeout;
}

/** A saved card: whether charging it succeeds. */
export interface PaymentMethodRecord {
  id: string;
  chargesSucceed: boolean;
}

/** Everything the sandbox knows, in memory (it is a test double of a provider, not a ledger). */
export class SandboxState {
  readonly sessions = new Map<string, SessionRecord>();
  readonly methods = new Map<string, PaymentMethodRecord>();
  readonly charges = new Map<string, Charge & { refunded: number }>();
  readonly refunds: Refund[] = [];
  /** Answers of POST requests by idempotency key (and path), replayed for a retried request. */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();

  /** Saved card of a session paid with `behaviour`. */
  methodFor(id: string, behaviour: CardBehaviour): PaymentMethodRecord {
    const method = { id, chargesSucceed: !behaviour.startsWith('later_charges_') };
    this.methods.set(id, method);
    return method;
  }
}
