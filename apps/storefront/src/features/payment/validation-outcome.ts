/** The payment outcomes of the validation page (schema.graphql, enum PaymentOutcome). */
export const PAYMENT_OUTCOMES = [
  'VALIDATED',
  'PAYMENT_IN_PROGRESS',
  'EXPIRED',
  'CANCELLED',
  'PAYMENT_ERROR',
  'NOT_VALIDATED',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What the fan can do next on the validation page. */
export type OutcomeAction = 'orders' | 'refresh' | 'newOrder' | 'retryPayment' | 'home';

/** How an outcome looks and what it offers (UX: a clear outcome screen with the next action). */
export interface OutcomeView {
  tone: 'success' | 'info' | 'warning' | 'error';
  actions: OutcomeAction[];
}

/**
 * The view of an outcome. Retrying the payment only makes sense while the order is still on hold;
 * once it is not, the fan places a new order.
 */
export function outcomeView(outcome: PaymentOutcome, orderOnHold: boolean): OutcomeView {
  switch (outcome) {
    case 'VALIDATED':
      return { tone: 'success', actions: ['orders', 'home'] };
    case 'PAYMENT_IN_PROGRESS':
      return { tone: 'info', actions: ['refresh', 'home'] };
    case 'EXPIRED':
      return { tone: 'warning', actions: ['newOrder'] };
    case 'CANCELLED':
      return { tone: 'warning', actions: ['newOrder'] };
    case 'PAYMENT_ERROR':
    case 'NOT_VALIDATED':
      return { tone: 'error', actions: orderOnHold ? ['retryPayment', 'home'] : ['newOrder'] };
  }
}
