import { checkCode } from './check-code';
import { percentOff, spreadAmount } from './line-discounts';
import type {
  LineDiscount,
  PromoCodeRule,
  PromoEvaluation,
  PromoEvaluationInput,
  PromoLine,
  PromoRejection,
} from './promo-types';
import { rejection } from './rejection-reasons';

interface Candidate {
  rule: PromoCodeRule;
  given: number;
  lines: PromoLine[];
}

/**
 * Refuses the codes that cannot go together. Candidates come in application order (rank, then as
 * given); the first is kept and each later one is refused when it or a code already kept is not
 * cumulable. So of two codes that clash, the one applied later is always the one refused.
 */
function cumulate(candidates: Candidate[]): { kept: Candidate[]; refused: PromoRejection[] } {
  const kept: Candidate[] = [];
  const refused: PromoRejection[] = [];
  for (const candidate of candidates) {
    const clash =
      kept.length > 0 && (!candidate.rule.canBeCumulated || kept.some((k) => !k.rule.canBeCumulated));
    if (clash) refused.push(rejection(candidate.rule.id, 'CANNOT_BE_CUMULATED'));
    else kept.push(candidate);
  }
  return { kept, refused };
}

/** What `rule` takes off each of `lines`, given what is left to pay on them. */
function discountsOf(rule: PromoCodeRule, lines: PromoLine[], left: Map<string, number>): number[] {
  const remaining = lines.map((line) => left.get(line.id) ?? 0);
  return rule.discountType === 'percent'
    ? percentOff(remaining, rule.discountValue)
    : spreadAmount(remaining, rule.discountValue);
}

/**
 * Evaluates the codes a fan gave for an order (docs/product.md#promo-codes), without any I/O.
 * Rules: a code given twice is ONLY_ONE_USE_PER_ORDER (and discounts nothing); an unknown or
 * inactive code is PROMO_DOES_NOT_EXISTS; each code is then judged on its own (check-code.ts),
 * then for cumulation (see cumulate); accepted codes apply by rank, then in the order given, each
 * on what the codes before it left to pay. Errors come in the order the codes were given.
 * Resale seats are left out of all of it: a code whose scope has only resale seats is
 * WRONG_PRODUCT, and its order amount bounds are judged on the other lines.
 */
export function evaluatePromoCodes(input: PromoEvaluationInput): PromoEvaluation {
  const grossCents = input.lines.reduce((sum, line) => sum + line.priceCents, 0);
  // Resale seats are the seller's money passing through the club (docs/product.md#resale): codes
  // see only the other lines, for what they discount and for the order amounts they ask.
  const lines = input.lines.filter((line) => !line.isResale);
  const discountableCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const counts = new Map<string, number>();
  for (const id of input.requestedIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const given = [...counts.keys()];

  const errors: PromoRejection[] = [];
  const candidates: Candidate[] = [];
  given.forEach((id, index) => {
    const rule = input.codes.get(id);
    if ((counts.get(id) ?? 0) > 1) errors.push(rejection(id, 'ONLY_ONE_USE_PER_ORDER'));
    else if (!rule || !rule.isActive) errors.push(rejection(id, 'PROMO_DOES_NOT_EXISTS'));
    else {
      const check = checkCode(rule, {
        lines,
        customer: input.customer,
        usage: input.usage.get(id),
        grossCents: discountableCents,
        now: input.now,
      });
      if (check.ok) candidates.push({ rule, given: index, lines: check.lines });
      else errors.push(rejection(id, check.code));
    }
  });
  candidates.sort((a, b) => a.rule.rank - b.rule.rank || a.given - b.given);
  const { kept, refused } = cumulate(candidates);
  errors.push(...refused);
  errors.sort((a, b) => given.indexOf(a.promoCodeId) - given.indexOf(b.promoCodeId));

  const left = new Map(lines.map((line) => [line.id, line.priceCents]));
  const seatTicketDiscounts: LineDiscount[] = [];
  const ancillaryTicketDiscounts: LineDiscount[] = [];
  const promoCodeDiscounts: PromoEvaluation['promoCodeDiscounts'] = [];
  const usedEventIds = new Map<string, Array<string | null>>();
  for (const { rule, lines } of kept) {
    const amounts = discountsOf(rule, lines, left);
    let codeTotal = 0;
    lines.forEach((line, index) => {
      const cents = amounts[index] ?? 0;
      if (cents === 0) return;
      left.set(line.id, (left.get(line.id) ?? 0) - cents);
      codeTotal += cents;
      const discount = { ticketId: line.id, promoCodeId: rule.id, amount: 0 - cents };
      (line.kind === 'seat' ? seatTicketDiscounts : ancillaryTicketDiscounts).push(discount);
    });
    // `0 - x` rather than `-x`: no -0 when a code takes nothing off.
    promoCodeDiscounts.push({ promoCodeId: rule.id, amount: 0 - codeTotal });
    const events = new Set(lines.flatMap((line) => (line.eventId === null ? [] : [line.eventId])));
    usedEventIds.set(rule.id, events.size > 0 ? [...events] : [null]);
  }
  const discountCents = promoCodeDiscounts.reduce((sum, code) => sum + code.amount, 0);
  return {
    seatTicketDiscounts,
    ancillaryTicketDiscounts,
    promoCodeDiscounts,
    promoCodeErrors: errors,
    appliedCodeIds: kept.map((candidate) => candidate.rule.id),
    usedEventIds,
    grossCents,
    discountCents,
    totalCents: grossCents + discountCents,
  };
}
