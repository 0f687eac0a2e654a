import type { OrderAnomalyCode } from '@stadio/db';
import type { SqlExecutor } from '../../database/sql-client';

/** What was found wrong with an order (docs/product.md#order-anomalies). */
export interface AnomalyFinding {
  tenantId: string;
  orderId: string;
  /** The payment it is about, when there is one. */
  paymentId: string | null;
  code: OrderAnomalyCode;
  /** What was seen, for the person who looks at it (amounts, provider event, refusal). */
  details: Record<string, unknown>;
  now: Date;
}

/**
 * Records an order anomaly for staff to look at, in the caller's transaction (it exists exactly
 * when what found it committed). At most one unsolved anomaly per order and code (the unique
 * partial index `order_anomalies_one_unsolved`): a job or a webhook finding the same thing again
 * adds nothing. Returns whether a new anomaly was recorded.
 */
export async function recordAnomaly(client: SqlExecutor, finding: AnomalyFinding): Promise<boolean> {
  const inserted = await client.query(
    `insert into order_anomalies (tenant_id, order_id, payment_id, kind, details, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'open', $6, $6)
     on conflict (tenant_id, order_id, kind) where status <> 'solved' do nothing`,
    [
      finding.tenantId,
      finding.orderId,
      finding.paymentId,
      finding.code,
      JSON.stringify(finding.details),
      finding.now,
    ],
  );
  return (inserted.rowCount ?? 0) > 0;
}
