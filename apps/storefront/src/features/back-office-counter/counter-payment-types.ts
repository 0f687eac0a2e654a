/** The payment types taken at the counter (enum PaymentType of counter.graphql), in the order the form offers them. */
export const COUNTER_PAYMENT_TYPES = ['CASH', 'CHECK', 'CREDIT_CARD', 'BANK_TRANSFER', 'FREE'] as const;
