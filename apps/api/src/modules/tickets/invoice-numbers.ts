import { runStatement, type NamedStatement, type SqlClient } from '../../database/sql-client';

/** An invoice's number, given once. */
export interface InvoiceNumber {
  number: number;
  issuedAt: Date;
}

const LOCK_CONFIRMED_ORDER: NamedStatement = {
  name: 'invoices.lock_order',
  text: `select status from orders where tenant_id = $1 and id = $2 for update`,
};

const FIND_INVOICE: NamedStatement = {
  name: 'invoices.find',
  text: `select number, issued_at as "issuedAt" from invoices where tenant_id = $1 and order_id = $2`,
};

// The counter row stays locked until the caller commits: the next invoice of the club waits for
// this one, and a rollback gives the number back, so numbers have no gaps.
const NEXT_NUMBER: NamedStatement = {
  name: 'invoices.next_number',
  text: `insert into invoice_counters (tenant_id, last_number) values ($1, 1)
    on conflict (tenant_id) do update set last_number = invoice_counters.last_number + 1
    returning last_number as "number"`,
};

const INSERT_INVOICE: NamedStatement = {
  name: 'invoices.insert',
  text: `insert into invoices (tenant_id, order_id, number, issued_at) values ($1, $2, $3, $4)`,
};

/**
 * The invoice number of a confirmed order, inside the caller's transaction: the existing one, or
 * the club's next number issued `now` (ADR 0009: numbered at the first request, so numbers follow
 * issue dates). Undefined for an order that is not confirmed. The order's row is locked first, so
 * two first requests for one order cannot both take a number.
 */
export async function invoiceNumberFor(
  client: SqlClient,
  input: { tenantId: string; orderId: string; now: Date },
): Promise<InvoiceNumber | undefined> {
  const [order] = await runStatement<{ status: string }>(client, LOCK_CONFIRMED_ORDER, [
    input.tenantId,
    input.orderId,
  ]);
  if (order?.status !== 'confirmed') return undefined;
  const [existing] = await runStatement<InvoiceNumber>(client, FIND_INVOICE, [input.tenantId, input.orderId]);
  if (existing) return { number: existing.number, issuedAt: new Date(existing.issuedAt) };
  const [next] = await runStatement<{ number: number }>(client, NEXT_NUMBER, [input.tenantId]);
  if (!next) throw new Error('invoice counter returned no number');
  await runStatement(client, INSERT_INVOICE, [input.tenantId, input.orderId, next.number, input.now]);
  return { number: next.number, issuedAt: input.now };
}

/** The printed number: the club's prefix and six digits, e.g. ORC-000042. */
export function formatInvoiceNumber(number: number, prefix: string): string {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}
