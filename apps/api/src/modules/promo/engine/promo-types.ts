import type { PromoRejectionCode } from '@stadio/graphql/enums';

/*
 * What the promo engine works on. Plain data, no database: the loaders (load-promo-input.ts) build
 * it from the order, the customer, the codes and their live uses.
 */

/** One line of the order a code may discount: a seat ticket or an ancillary (parking, plastic card). */
export interface PromoLine {
  id: string;
  kind: 'seat' | 'ancillary';
  priceCents: number;
  /** The match of a seat ticket or of a parking place; null for the plastic card. */
  eventId: string | null;
  /** The pack or season ticket a seat ticket belongs to. */
  packId: string | null;
  /** Seat tickets only. */
  categoryId: string | null;
  /** The seat's product (full price, child…), the car park, or the plastic card. */
  productId: string;
  /**
   * A seat bought from a fan's resale listing: its price is owed to the seller in full, so no code
   * discounts it or counts it (docs/product.md#resale, ADR 0010).
   */
  isResale: boolean;
}

/** Who orders. */
export interface PromoCustomer {
  id: string;
  isEarlyBird: boolean;
}

/** A promo code as the engine judges it. Restriction lists are empty when there is no restriction. */
export interface PromoCodeRule {
  id: string;
  name: string;
  description: string | null;
  discountType: 'absolute' | 'percent';
  /** Cents for absolute, percent for percent. */
  discountValue: number;
  scope: 'seat_tickets' | 'ancillaries' | 'order';
  canBeCumulated: boolean;
  rank: number;
  minOrderAmountCents: number | null;
  maxOrderAmountCents: number | null;
  usageLimit: number | null;
  perCustomerUsageLimit: number | null;
  oneUsePerEventPerCustomer: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  packIds: readonly string[];
  eventIds: readonly string[];
  categoryIds: readonly string[];
  productIds: readonly string[];
  earlyBirdsOnly: boolean;
  customerIds: readonly string[];
  isActive: boolean;
}

/** Live uses of one code by other orders (see promo_code_uses): the order being evaluated is left out. */
export interface PromoUsage {
  /** Orders using it. */
  orders: number;
  /** Orders of this customer using it. */
  customerOrders: number;
  /** Events this customer's other orders used it for. */
  customerEventIds: readonly string[];
}

/** Everything one evaluation needs. */
export interface PromoEvaluationInput {
  lines: readonly PromoLine[];
  customer: PromoCustomer;
  /** The ids as the fan gave them, in that order (duplicates included). */
  requestedIds: readonly string[];
  /** The club's codes among the requested ids (unknown ids are simply absent). */
  codes: ReadonlyMap<string, PromoCodeRule>;
  usage: ReadonlyMap<string, PromoUsage>;
  now: Date;
}

/** Discount of one line by one code, in cents (≤ 0). */
export interface LineDiscount {
  ticketId: string;
  promoCodeId: string;
  amount: number;
}

/** A refused code: its reason (see rejection-reasons.ts) and an English sentence. */
export interface PromoRejection {
  promoCodeId: string;
  code: PromoRejectionCode;
  message: string;
}

/** The reasons a code is refused: enum PromoRejectionCode of schema.graphql. */
export type { PromoRejectionCode };

/**
 * The four discount maps (as lists) and the order's amounts with the accepted codes
 * (docs/product.md#promo-codes).
 */
export interface PromoEvaluation {
  seatTicketDiscounts: LineDiscount[];
  ancillaryTicketDiscounts: LineDiscount[];
  promoCodeDiscounts: Array<{ promoCodeId: string; amount: number }>;
  promoCodeErrors: PromoRejection[];
  /** Accepted codes in the order they applied (rank, then as given). */
  appliedCodeIds: string[];
  /** Events of the lines each accepted code applies to ([null] when none has one), for its uses. */
  usedEventIds: ReadonlyMap<string, Array<string | null>>;
  grossCents: number;
  /** ≤ 0. */
  discountCents: number;
  totalCents: number;
}
