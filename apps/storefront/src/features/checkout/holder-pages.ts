import { groupTitle } from '@/features/orders/order-groups';
import type { Order } from '@/features/orders/order-model';
import { type CheckoutSubject, groupSubject, informationPath } from './checkout-paths';
import { holderUnits } from './holder-units';

/**
 * The other events and packs of the order whose holders are still to be named. "Continue" on the
 * options step leads to the last group's page only, so the others are linked from here.
 */
export function otherHolderPages(order: Order, current: CheckoutSubject) {
  const pages = new Map<string, string>();
  for (const group of order.ticketGroups) {
    const subject = groupSubject(group);
    if (!subject || (subject.kind === current.kind && subject.id === current.id)) continue;
    const path = informationPath(subject);
    if (pages.has(path) || !holderUnits(order, subject).some((unit) => !unit.holder)) continue;
    pages.set(path, groupTitle(group) ?? subject.id);
  }
  return [...pages].map(([href, name]) => ({ href, name }));
}
