import type { Tenant } from '@stadio/tenants';
import { addMonths, dayInZone } from './club-calendar';

/** One due date of a plan. */
export interface ScheduledInstallment {
  rank: number;
  /** yyyy-mm-dd in the club's time zone. */
  dueDate: string;
  amountCents: number;
}

/**
 * Splits `totalCents` into `count` monthly instalments from `firstDay`: whole cents that add up
 * exactly to the total, the remainder on the first (so later charges are equal and nothing is
 * left over), each due on the same day of the following months (clamped to short months).
 */
export function installmentSchedule(
  totalCents: number,
  count: number,
  firstDay: string,
): ScheduledInstallment[] {
  if (!Number.isInteger(totalCents) || totalCents < 0)
    throw new Error('total must be whole cents, not negative');
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive whole number');
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    dueDate: addMonths(firstDay, index),
    amountCents: index === 0 ? base + remainder : base,
  }));
}

/** The instalment counts club `tenant` offers for a total of `totalCents` (none outside its bounds). */
export function installmentCountsFor(tenant: Tenant, totalCents: number): number[] {
  const plan = tenant.payment.installmentPayment;
  if (!plan.enabled || totalCents <= 0) return [];
  if (totalCents < plan.minOrderAmountCents || totalCents > plan.maxOrderAmountCents) return [];
  return [...new Set(plan.counts)].sort((a, b) => a - b);
}

/** Every way to pay `totalCents` at `tenant`: 1 (single payment) when offered, then the instalment counts. */
export function allowedInstallmentCounts(tenant: Tenant, totalCents: number): number[] {
  return [...(tenant.payment.singlePayment ? [1] : []), ...installmentCountsFor(tenant, totalCents)];
}

/** The plan of `count` instalments starting today in the club's time zone. */
export function clubSchedule(
  tenant: Tenant,
  totalCents: number,
  count: number,
  now: Date,
): ScheduledInstallment[] {
  return installmentSchedule(totalCents, count, dayInZone(now, tenant.timeZone));
}
