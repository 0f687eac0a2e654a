import { type Database } from '@stadio/db';
import { sql } from 'drizzle-orm';

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  tenantId: string;
  id: string;
  messageId: string;
  /** Attempts so far, this one included. */
  attempts: number;
  url: string;
  secret: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints for this worker, as the mail outbox does
 * (ADR 0006, 0052): `FOR UPDATE SKIP LOCKED` lets several API processes poll side by side without
 * ever claiming the same delivery, and the claim (status `sending`, a lease) commits before any
 * HTTP traffic, so a worker that dies mid-send leaves a lease that runs out.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const { now, leaseMs, limit } = options;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const { rows } = await db.execute<ClaimedDelivery & Record<string, unknown>>(sql`
    with due as (
      select d.tenant_id, d.id from webhook_deliveries d
      join webhook_endpoints e on e.tenant_id = d.tenant_id and e.id = d.endpoint_id and e.enabled
      where d.next_attempt_at <= ${now}
        and (d.status = 'pending' or (d.status = 'sending' and d.lease_until <= ${now}))
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    ),
    claimed as (
      update webhook_deliveries d set status = 'sending', lease_until = ${leaseUntil},
        attempts = d.attempts + 1
      from due where d.tenant_id = due.tenant_id and d.id = due.id
      returning d.tenant_id, d.id, d.message_id, d.endpoint_id, d.attempts
    )
    select c.tenant_id as "tenantId", c.id, c.message_id as "messageId", c.attempts, e.url, e.secret,
      m.payload, m.created_at as "createdAt"
    from claimed c
    join webhook_endpoints e on e.tenant_id = c.tenant_id and e.id = c.endpoint_id
    join webhook_messages m on m.tenant_id = c.tenant_id and m.id = c.message_id`);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
