import { randomUUID } from 'node:crypto';
import type { CreditNoteLine, CreditNoteReason, Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { SqlClient } from '../../database/sql-client';
import { loadOrder } from '../orders/load-orders';
import { documentLocale, documentTranslator } from '../tickets/document-translator';
import { invoiceLines } from '../tickets/invoice-pdf';
import { formatCreditNoteNumber, nextCreditNoteNumber } from './credit-note-numbers';

/** A refund of money on an order, to document. */
export interface CreditNoteInput {
  tenant: Tenant;
  orderId: string;
  reason: CreditNoteReason;
  /** The seat tickets and extras refunded (their ids), printed as the invoice printed them. */
  lineIds: string[];
  /** What was given back, in cents including VAT (through the provider or at the counter). */
  amountCents: number;
  /** The refunds rows written for it. */
  refundIds: string[];
  staffId: string | null;
  now: Date;
}

/** A credit note just issued, for the caller's e-mail. */
export interface IssuedCreditNote {
  id: string;
  number: string;
  amountCents: number;
  customerId: string;
  email: string;
  firstName: string | null;
  locale: string;
}

/**
 * Issues the credit note of a refund in the caller's transaction (docs/product.md#credit-notes),
 * so it exists exactly when the refund committed and its number is given back by a rollback.
 * Only an order that has an invoice gets one (a credit note corrects an invoice); nothing for an
 * amount of zero. The lines are written in the fan's language at issue time, the seat as the
 * ticket prints it; when the refund is less than its lines (instalments not charged yet), a line
 * says what was not paid and so not refunded, so the note adds up to what was given back.
 */
export async function issueCreditNote(
  client: SqlClient,
  db: Database,
  input: CreditNoteInput,
): Promise<IssuedCreditNote | undefined> {
  const tenantId = input.tenant.slug;
  if (input.amountCents <= 0) return undefined;
  const { rows } = await client.query<{
    invoiceNumber: number;
    customerId: string;
    email: string;
    firstName: string | null;
    locale: string;
  }>(
    `select i.number as "invoiceNumber", o.customer_id as "customerId", c.email, c.first_name as "firstName",
       c.preferred_locale as locale
     from invoices i join orders o on o.tenant_id = i.tenant_id and o.id = i.order_id
     join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     where i.tenant_id = $1 and i.order_id = $2`,
    [tenantId, input.orderId],
  );
  const found = rows[0];
  if (!found) return undefined;
  const locale = documentLocale(found.locale);
  const t = await documentTranslator(locale);
  // Read beside the transaction: what the order was before this refund, as committed.
  const order = await loadOrder(db, tenantId, found.customerId, input.orderId, input.now, locale);
  const wanted = new Set(input.lineIds);
  const lines: CreditNoteLine[] = (order ? invoiceLines({ order }, t, locale, input.tenant) : [])
    .filter((line) => wanted.has(line.id))
    .map((line) => ({
      ticketId: line.id,
      description: line.description,
      amountCents: line.unitCents * line.quantity + line.discountCents,
    }));
  const listed = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (listed !== input.amountCents)
    lines.push({
      ticketId: null,
      description: t(listed > input.amountCents ? 'creditNoteNotPaid' : 'creditNoteAdjustment'),
      amountCents: input.amountCents - listed,
    });
  const number = await nextCreditNoteNumber(client, tenantId);
  const id = randomUUID();
  await client.query(
    `insert into credit_notes (tenant_id, id, number, order_id, invoice_number, reason, amount_cents, lines,
       locale, refund_ids, staff_id, issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      tenantId,
      id,
      number,
      input.orderId,
      found.invoiceNumber,
      input.reason,
      input.amountCents,
      JSON.stringify(lines),
      locale,
      input.refundIds,
      input.staffId,
      input.now,
    ],
  );
  return {
    id,
    number: formatCreditNoteNumber(number, input.tenant),
    amountCents: input.amountCents,
    customerId: found.customerId,
    email: found.email,
    firstName: found.firstName,
    locale,
  };
}
