import type { CreditNoteLine, CreditNoteReason } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import type { SqlExecutor } from '../../database/sql-client';
import { formatInvoiceNumber } from '../tickets/invoice-numbers';
import { documentPrefix, formatCreditNoteNumber } from './credit-note-numbers';

/** A stored credit note with what its PDF prints of the order and the buyer. */
export interface CreditNoteFacts {
  id: string;
  number: number;
  orderId: string;
  invoiceNumber: number;
  invoiceIssuedAt: Date;
  reason: CreditNoteReason;
  amountCents: number;
  lines: CreditNoteLine[];
  locale: string;
  issuedAt: Date;
  customer: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    streetAddress: string | null;
    postalCode: string | null;
    cityName: string | null;
    country: string | null;
  };
}

const SELECT = `select n.id, n.number, n.order_id as "orderId", n.invoice_number as "invoiceNumber",
    i.issued_at as "invoiceIssuedAt", n.reason, n.amount_cents as "amountCents", n.lines, n.locale,
    n.issued_at as "issuedAt",
    json_build_object('email', c.email, 'firstName', c.first_name, 'lastName', c.last_name,
      'company', c.company, 'streetAddress', c.street_address, 'postalCode', c.postal_code,
      'cityName', c.city_name, 'country', c.country) as customer
  from credit_notes n
  join invoices i on i.tenant_id = n.tenant_id and i.order_id = n.order_id
  join orders o on o.tenant_id = n.tenant_id and o.id = n.order_id
  join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id`;

/** The GraphQL view of a credit note. */
export function creditNoteView(facts: CreditNoteFacts, tenant: Tenant): Gql.CreditNote {
  return {
    id: facts.id,
    number: formatCreditNoteNumber(facts.number, tenant),
    orderId: facts.orderId,
    invoiceNumber: formatInvoiceNumber(facts.invoiceNumber, documentPrefix(tenant)),
    reason: facts.reason === 'ticket_refund' ? 'TICKET_REFUND' : 'ORDER_CANCELLED',
    amount: facts.amountCents,
    issuedAt: new Date(facts.issuedAt).toISOString(),
  };
}

/** The credit notes of order `orderId` of the club, oldest first (the staff order view). */
export async function creditNotesOfOrder(
  db: SqlExecutor,
  tenantId: string,
  orderId: string,
): Promise<CreditNoteFacts[]> {
  const { rows } = await db.query<CreditNoteFacts>(
    `${SELECT} where n.tenant_id = $1 and n.order_id = $2 order by n.number`,
    [tenantId, orderId],
  );
  return rows;
}

/** The customer's credit notes at the club, newest first (the orders page). */
export async function creditNotesOfCustomer(
  db: SqlExecutor,
  tenantId: string,
  customerId: string,
): Promise<CreditNoteFacts[]> {
  const { rows } = await db.query<CreditNoteFacts>(
    `${SELECT} where n.tenant_id = $1 and o.customer_id = $2::uuid order by n.number desc limit 100`,
    [tenantId, customerId],
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One credit note of the customer at the club; undefined when it is not theirs (or not a note). */
export async function customerCreditNote(
  db: SqlExecutor,
  tenantId: string,
  customerId: string,
  creditNoteId: string,
): Promise<CreditNoteFacts | undefined> {
  if (!UUID.test(creditNoteId)) return undefined;
  const { rows } = await db.query<CreditNoteFacts>(
    `${SELECT} where n.tenant_id = $1 and o.customer_id = $2::uuid and n.id = $3::uuid`,
    [tenantId, customerId, creditNoteId],
  );
  return rows[0];
}
