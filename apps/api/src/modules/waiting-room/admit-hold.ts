import { orderError } from '../orders/order-errors';
import type { OrderScope } from '../orders/order-scope';
import { poolOf, runStatement } from '../../database/sql-client';
import { admissionSigningKey } from './admission-secret';
import { checkAdmission, type AdmissionRefusal } from './admission-token';
import { BIND_ADMISSION } from './line-statements';

const MESSAGES: Record<AdmissionRefusal, string> = {
  MISSING: 'This sale has a waiting room: wait for your turn before choosing seats',
  FORGED: 'This admission is not valid',
  EXPIRED: 'Your admission has ended: join the waiting room again',
  OTHER_CLUB: 'This admission is for another club',
  OTHER_EVENT: 'This admission is for another event',
  OTHER_VISITOR: 'This admission was given to another visitor',
  REUSED: 'This admission is already used by another customer',
};

/** The hold's refusal for an admission that is not valid; nothing is held. */
export function admissionRefused(reason: AdmissionRefusal) {
  return orderError('ADMISSION_REFUSED', MESSAGES[reason], { reason });
}

/**
 * Lets a hold of an event with a waiting room through only with a valid admission (ADR 0014):
 * signed for this club, event and visitor, not ended, and bound to the first customer who holds
 * with it (the same customer may hold with it again, to add seats or retry; another is REUSED).
 */
export async function admitHold(
  scope: OrderScope,
  hold: { eventId: string; customerId: string; admissionToken?: string | null; visitorId?: string | null },
): Promise<void> {
  const { tenant, now } = scope;
  const check = await checkAdmission(
    hold.admissionToken,
    { tenant: tenant.slug, eventId: hold.eventId, visitorId: hold.visitorId },
    admissionSigningKey(),
    now,
  );
  if (!check.ok) throw admissionRefused(check.reason);
  const bound = await runStatement(poolOf(scope.db), BIND_ADMISSION, [
    tenant.slug,
    hold.eventId,
    check.claims.visitorId,
    check.claims.number,
    hold.customerId,
  ]);
  if (bound.length === 0) throw admissionRefused('REUSED');
}
