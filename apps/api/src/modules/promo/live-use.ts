/**
 * SQL condition on an `orders` row `o` (parameter `$now`) under which its promo code uses count:
 * confirmed, or on hold and not expired, or paying at the provider. Uses of abandoned, cancelled
 * or expired orders thus free up by themselves, before the sweeper or anyone touches them.
 */
export function liveOrderCondition(now: string): string {
  return `(o.status = 'confirmed' or (o.status = 'onhold' and (o.expires_at > ${now} or o.has_transaction_in_progress)))`;
}
