import type { Tenant } from '@stadio/tenants';
import { runStatement, type NamedStatement, type SqlClient } from '../../database/sql-client';
import { formatInvoiceNumber } from '../tickets/invoice-numbers';

// The counter row stays locked until the caller commits, as invoice numbers do
// (tickets/invoice-numbers.ts): the next credit note of the club waits for this one, and a
// rollback (the provider refused after all) gives the number back, so numbers have no gaps.
const NEXT_NUMBER: NamedStatement = {
  name: 'credit_notes.next_number',
  text: `insert into credit_note_counters (tenant_id, last_number) values ($1, 1)
    on conflict (tenant_id) do update set last_number = credit_note_counters.last_number + 1
    returning last_number as "number"`,
};

/** The club's next credit note number, inside the caller's transaction (locks the counter). */
export async function nextCreditNoteNumber(client: SqlClient, tenantId: string): Promise<number> {
  const [next] = await runStatement<{ number: number }>(client, NEXT_NUMBER, [tenantId]);
  if (!next) throw new Error('credit note counter returned no number');
  return next.number;
}

/** The prefix the club's invoices and credit notes are numbered with. */
export function documentPrefix(tenant: Pick<Tenant, 'invoicing' | 'slug'>): string {
  return tenant.invoicing?.numberPrefix ?? tenant.slug.toUpperCase();
}

/**
 * The printed number: the club's invoice prefix, the credit-note marker and six digits, e.g.
 * ORC-CN-000007, so a credit note is never mistaken for the invoice ORC-000007.
 */
export function formatCreditNoteNumber(number: number, tenant: Pick<Tenant, 'invoicing' | 'slug'>): string {
  return formatInvoiceNumber(number, `${documentPrefix(tenant)}-CN`);
}
