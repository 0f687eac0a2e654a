import { customers, installments, payments, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { loadOrder } from '../orders/load-orders';
import { inTransaction } from '../../database/sql-client';
import { invoiceNumberFor, type InvoiceNumber } from './invoice-numbers';

/** The buyer as the invoice addresses them. */
export interface InvoiceCustomer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  cityName: string | null;
  country: string | null;
  locale: string;
}

/** A payment received for the order: a single payment, or one instalment of a plan. */
export interface InvoicePayment {
  /** 1-based rank of an instalment; null for a single payment. */
  rank: number | null;
  count: number;
  amountCents: number;
  paidAt: Date;
  /**
   * How it was paid (a type of docs/product.md#payments, packages/db PAYMENT_TYPES), when the
   * payment says so (the ticket office counter's); null for the shop's card payments.
   */
  paymentType: string | null;
}

/** What an invoice shows. */
export interface InvoiceFacts {
  order: Gql.Order;
  saleDate: Date;
  invoice: InvoiceNumber;
  customer: InvoiceCustomer;
  payments: InvoicePayment[];
}

async function loadPayments(db: Database, tenantId: string, orderId: string): Promise<InvoicePayment[]> {
  const succeeded = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.status, 'succeeded')),
    )
    .orderBy(asc(payments.createdAt));
  const plans = succeeded.filter((payment) => payment.kind === 'installment_plan');
  const paidInstallments =
    plans.length === 0
      ? []
      : await db
          .select()
          .from(installments)
          .where(
            and(
              eq(installments.tenantId, tenantId),
              inArray(
                installments.paymentId,
                plans.map((plan) => plan.id),
              ),
              eq(installments.status, 'paid'),
            ),
          )
          .orderBy(asc(installments.rank));
  return succeeded.flatMap((payment): InvoicePayment[] =>
    payment.kind === 'single'
      ? [
          {
            rank: null,
            count: 1,
            amountCents: payment.amountCents,
            paidAt: payment.updatedAt,
            paymentType: payment.paymentType,
          },
        ]
      : paidInstallments
          .filter((row) => row.paymentId === payment.id)
          .map((row) => ({
            rank: row.rank,
            count: payment.numberOfInstallments,
            amountCents: row.amountCents,
            paidAt: row.paidAt ?? payment.updatedAt,
            paymentType: payment.paymentType,
          })),
  );
}

/**
 * The invoice of a confirmed order of customer `customerId`, numbering it on first request.
 * Undefined when the order is not this customer's at this club, or not confirmed.
 */
export async function loadInvoiceFacts(
  db: Database,
  tenantId: string,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<InvoiceFacts | undefined> {
  // The customer first: the invoice names what was bought in the customer's language.
  const [customer] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      streetAddress: customers.streetAddress,
      postalCode: customers.postalCode,
      cityName: customers.cityName,
      country: customers.country,
      locale: customers.preferredLocale,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!customer) return undefined;
  const order = await loadOrder(db, tenantId, customerId, orderId, now, customer.locale);
  if (!order || order.status !== 'CONFIRMED') return undefined;
  const invoice = await inTransaction(db, (client) => invoiceNumberFor(client, { tenantId, orderId, now }));
  if (!invoice) return undefined;
  const paid = await loadPayments(db, tenantId, orderId);
  return {
    order,
    saleDate: new Date(order.saleDatetime ?? invoice.issuedAt),
    invoice,
    customer,
    payments: paid,
  };
}
