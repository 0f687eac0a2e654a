import type { TicketWithdrawal } from '@/features/cart/cart-schema';

/** How tickets reach the buyer (docs/product.md#ticket-delivery): 1 by e-mail, the default; 2 pick-up. */
export const WITHDRAWAL_VALUES = [1, 2] as const;
export type WithdrawalValue = (typeof WITHDRAWAL_VALUES)[number];

// The cart stores the (French) names of docs/product.md#ticket-delivery; pages show the translation of the
// value instead.
const NAMES: Record<WithdrawalValue, string> = { 1: 'Envoi par email', 2: 'Retrait en billetterie' };

/** A stored value as one of ours; anything unknown falls back to the default, sending by e-mail. */
export function withdrawalValue(value: number | null | undefined): WithdrawalValue {
  return value === 2 ? 2 : 1;
}

/** The cart's `ticketWithdrawal` for a value. */
export function cartWithdrawal(value: WithdrawalValue): TicketWithdrawal {
  return { name: NAMES[value], value };
}
