import type { OrderAnomalyCode, OrderAnomalyStatus, StaffAccountRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { addDays } from './anomaly-days';
import { inTransaction, poolOf, type SqlExecutor } from '../../database/sql-client';
import { apiError } from '../../errors/api-error';
import { startOfDayInZone } from '../payments/club-calendar';
import { executorOn } from '../payments/transaction-executor';
import { writeAudit } from '../staff/staff-audit';
import type { StaffScope } from '../staff/staff-scope';

/*
 * The ticket office's list of order anomalies and their status changes
 * (docs/product.md#order-anomalies). Every read and write is scoped by the request's club, so
 * another club's anomaly is not found.
 */

/** Most anomalies one list shows (newest first). */
export const ANOMALY_LIST_LIMIT = 200;

/** The order statuses move forward in; `solved` is final (a new finding opens a new anomaly). */
const STATUS_RANK: Record<OrderAnomalyStatus, number> = {
  open: 0,
  acknowledged: 1,
  in_progress: 2,
  solved: 3,
};

/** The audit log's action for a status change. */
export const ANOMALY_STATUS_ACTION = 'anomaly.status';

export interface AnomalyFilter {
  code?: OrderAnomalyCode | null;
  status?: OrderAnomalyStatus | null;
  /** Days, yyyy-mm-dd, in the club's time zone, both included. */
  from?: string | null;
  to?: string | null;
}

interface AnomalyRow {
  id: string;
  orderId: string;
  paymentId: string | null;
  code: OrderAnomalyCode;
  status: OrderAnomalyStatus;
  details: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, order_id as "orderId", payment_id as "paymentId", kind as code, status, details,
  created_at as "createdAt", updated_at as "updatedAt"`;

export const anomalyNotFound = () => apiError('ANOMALY_NOT_FOUND', 'No such anomaly at this club');

async function histories(
  executor: SqlExecutor,
  tenantId: string,
  ids: string[],
): Promise<Map<string, Gql.StaffAuditEntry[]>> {
  const byId = new Map<string, Gql.StaffAuditEntry[]>();
  if (ids.length === 0) return byId;
  const { rows } = await executor.query<{
    targetId: string;
    action: string;
    staffEmail: string | null;
    createdAt: Date;
    after: unknown;
  }>(
    `select target_id as "targetId", action, staff_email as "staffEmail", created_at as "createdAt", after
     from staff_audit_log
     where tenant_id = $1 and target_type = 'anomaly' and target_id = any($2::text[])
     order by created_at, id`,
    [tenantId, ids],
  );
  for (const row of rows) {
    const list = byId.get(row.targetId) ?? [];
    list.push({ action: row.action, staffEmail: row.staffEmail, createdAt: row.createdAt.toISOString() });
    byId.set(row.targetId, list);
  }
  return byId;
}

function toGql(row: AnomalyRow, history: Gql.StaffAuditEntry[]): Gql.OrderAnomaly {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentId: row.paymentId,
    code: row.code.toUpperCase() as Gql.OrderAnomalyCode,
    status: row.status.toUpperCase() as Gql.OrderAnomalyStatus,
    details: JSON.stringify(row.details),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history,
  };
}

/** The club's anomalies matching `filter`, newest first, at most {@link ANOMALY_LIST_LIMIT}. */
export async function listAnomalies(scope: StaffScope, filter: AnomalyFilter): Promise<Gql.OrderAnomaly[]> {
  const tenantId = scope.tenant.slug;
  const zone = scope.tenant.timeZone;
  const params: unknown[] = [tenantId];
  const where = ['tenant_id = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.code) add('kind = ?', filter.code);
  if (filter.status) add('status = ?', filter.status);
  if (filter.from) add('created_at >= ?', startOfDayInZone(filter.from, zone));
  if (filter.to) add('created_at < ?', startOfDayInZone(addDays(filter.to, 1), zone));
  const executor = poolOf(scope.db);
  const { rows } = await executor.query<AnomalyRow>(
    `select ${COLUMNS} from order_anomalies where ${where.join(' and ')}
     order by created_at desc, id limit ${ANOMALY_LIST_LIMIT}`,
    params,
  );
  const history = await histories(
    executor,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGql(row, history.get(row.id) ?? []));
}

/**
 * Moves one of the club's anomalies to `status`, under its row lock, with an audit row (before and
 * after) in the same transaction. Forward only; the same status again changes nothing and writes
 * no audit row (a double click). ANOMALY_NOT_FOUND for another club's anomaly.
 */
export async function updateAnomalyStatus(
  scope: StaffScope,
  staff: Pick<StaffAccountRow, 'id' | 'email'>,
  anomalyId: string,
  status: OrderAnomalyStatus,
): Promise<Gql.OrderAnomaly> {
  const tenantId = scope.tenant.slug;
  const row = await inTransaction(scope.db, async (client) => {
    const { rows } = await client.query<AnomalyRow>(
      `select ${COLUMNS} from order_anomalies where tenant_id = $1 and id = $2 for update`,
      [tenantId, anomalyId],
    );
    const current = rows[0];
    if (!current) throw anomalyNotFound();
    if (current.status === status) return current;
    if (STATUS_RANK[status] < STATUS_RANK[current.status])
      throw apiError(
        'ANOMALY_STATUS_NOT_ALLOWED',
        `An anomaly ${current.status} cannot go back to ${status}`,
        { current: current.status.toUpperCase() },
      );
    // Only going back from `solved` could meet a newer unsolved anomaly of the same order and
    // code (the unique index); that is refused above, so this update never conflicts.
    const { rows: updated } = await client.query<AnomalyRow>(
      `update order_anomalies set status = $3, updated_at = $4 where tenant_id = $1 and id = $2
       returning ${COLUMNS}`,
      [tenantId, anomalyId, status, scope.now],
    );
    await writeAudit(executorOn(client), {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: ANOMALY_STATUS_ACTION,
      targetType: 'anomaly',
      targetId: anomalyId,
      before: { status: current.status, orderId: current.orderId, code: current.code },
      after: { status },
      now: scope.now,
    });
    return updated[0] ?? current;
  });
  const history = await histories(poolOf(scope.db), tenantId, [row.id]);
  return toGql(row, history.get(row.id) ?? []);
}
