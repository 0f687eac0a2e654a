/** The reasons a fan reads for a refunded ticket (enum TicketRefundReason of counter.graphql). */
export const REFUND_REASONS = [
  'FAN_REQUEST',
  'MATCH_CHANGED',
  'SEAT_PROBLEM',
  'SOLD_BY_MISTAKE',
  'OTHER',
] as const;
