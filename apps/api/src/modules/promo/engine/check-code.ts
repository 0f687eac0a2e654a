import type { PromoCodeRule, PromoCustomer, PromoLine, PromoRejectionCode, PromoUsage } from './promo-types';

/** A code's verdict on its own (before cumulation): the lines it may discount, or why it is refused. */
export type CodeCheck = { ok: true; lines: PromoLine[] } | { ok: false; code: PromoRejectionCode };

/** What a code is judged against. */
export interface CheckContext {
  /** The order's lines a code may discount: resale seats are left out (evaluate-promo-codes.ts). */
  lines: readonly PromoLine[];
  customer: PromoCustomer;
  usage: PromoUsage | undefined;
  /** What the discountable lines cost before any code (resale seats left out). */
  grossCents: number;
  now: Date;
}

const NO_USES: PromoUsage = { orders: 0, customerOrders: 0, customerEventIds: [] };

function inScope(rule: PromoCodeRule, line: PromoLine): boolean {
  if (rule.scope === 'order') return true;
  return rule.scope === 'seat_tickets' ? line.kind === 'seat' : line.kind === 'ancillary';
}

/** Keeps lines whose value is listed; an empty list restricts nothing, a line without the value never matches. */
function restrictTo(
  lines: PromoLine[],
  allowed: readonly string[],
  valueOf: (line: PromoLine) => string | null,
) {
  if (allowed.length === 0) return lines;
  return lines.filter((line) => {
    const value = valueOf(line);
    return value !== null && allowed.includes(value);
  });
}

/**
 * The lines `rule` may discount, narrowed restriction by restriction; the first restriction that
 * leaves nothing names the reason. A code whose scope has no line at all is WRONG_PRODUCT (an
 * ancillary code on an order without parking).
 */
function eligibleLines(rule: PromoCodeRule, lines: readonly PromoLine[]): CodeCheck {
  let eligible = lines.filter((line) => inScope(rule, line));
  if (eligible.length === 0) return { ok: false, code: 'WRONG_PRODUCT' };
  const steps: Array<[readonly string[], (line: PromoLine) => string | null, PromoRejectionCode]> = [
    [rule.eventIds, (line) => line.eventId, 'WRONG_EVENT'],
    [rule.packIds, (line) => line.packId, 'WRONG_PACK'],
    [rule.categoryIds, (line) => line.categoryId, 'WRONG_CATEGORY'],
    [rule.productIds, (line) => line.productId, 'WRONG_PRODUCT'],
  ];
  for (const [allowed, valueOf, code] of steps) {
    eligible = restrictTo(eligible, allowed, valueOf);
    if (eligible.length === 0) return { ok: false, code };
  }
  return { ok: true, lines: eligible };
}

/**
 * Judges one existing, active code on its own, in a fixed order so a code failing several rules
 * always gives the same reason: dates, customer, restrictions, order amount, usage limits.
 * Order amounts are the gross amount of the discountable lines (before any code), so they do not
 * depend on other codes.
 */
export function checkCode(rule: PromoCodeRule, context: CheckContext): CodeCheck {
  const { now, customer, grossCents } = context;
  if ((rule.validFrom && now < rule.validFrom) || (rule.validUntil && now >= rule.validUntil))
    return { ok: false, code: 'OUTSIDE_VALIDITY_DATES' };
  if (
    (rule.earlyBirdsOnly && !customer.isEarlyBird) ||
    (rule.customerIds.length > 0 && !rule.customerIds.includes(customer.id))
  )
    return { ok: false, code: 'INVALID_FOR_CUSTOMER' };
  const eligible = eligibleLines(rule, context.lines);
  if (!eligible.ok) return eligible;
  if (rule.minOrderAmountCents !== null && grossCents < rule.minOrderAmountCents)
    return { ok: false, code: 'ORDER_AMOUNT_TOO_LOW' };
  if (rule.maxOrderAmountCents !== null && grossCents > rule.maxOrderAmountCents)
    return { ok: false, code: 'ORDER_AMOUNT_TOO_HIGH' };
  const usage = context.usage ?? NO_USES;
  if (rule.usageLimit !== null && usage.orders >= rule.usageLimit)
    return { ok: false, code: 'USAGE_LIMIT_REACHED' };
  if (rule.perCustomerUsageLimit !== null && usage.customerOrders >= rule.perCustomerUsageLimit)
    return { ok: false, code: 'CUSTOMER_USAGE_LIMIT_REACHED' };
  if (
    rule.oneUsePerEventPerCustomer &&
    eligible.lines.some((line) => line.eventId !== null && usage.customerEventIds.includes(line.eventId))
  )
    return { ok: false, code: 'ONE_USE_PER_EVENT_PER_CUSTOMER' };
  return eligible;
}
