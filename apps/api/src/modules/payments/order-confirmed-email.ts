import { enqueueMail } from '../mail/enqueue-mail';
import { orderConfirmedMail } from '../mail/templates/order-confirmed';
import type { SqlClient } from '../../database/sql-client';
import { executorOn } from './transaction-executor';

/** What the confirmation e-mail says about the payment. */
export interface ConfirmedPayment {
  tenantId: string;
  orderId: string;
  numberOfInstallments: number;
  /** What was charged today (the first instalment of a plan, else the total). */
  firstInstallmentCents: number;
  now: Date;
}

/**
 * Queues the "order confirmed" e-mail in the transaction that confirmed the order, so it is sent
 * exactly when the confirmation commits: to the customer, in their language, with the total; the
 * receipt's lines are read when it is sent (templates/order-confirmed.ts).
 */
export async function queueOrderConfirmedEmail(client: SqlClient, payment: ConfirmedPayment): Promise<void> {
  const { rows } = await client.query<{
    customerId: string;
    email: string;
    firstName: string | null;
    locale: string;
    totalCents: number;
  }>(
    `select c.id as "customerId", c.email, c.first_name as "firstName", c.preferred_locale as locale,
       (coalesce((select sum(price_cents + discount_cents) from seat_tickets
          where tenant_id = o.tenant_id and order_id = o.id and status = 'confirmed'), 0)
        + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets
          where tenant_id = o.tenant_id and order_id = o.id and status = 'confirmed'), 0))::int as "totalCents"
     from orders o join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     where o.tenant_id = $1 and o.id = $2`,
    [payment.tenantId, payment.orderId],
  );
  const customer = rows[0];
  if (!customer) throw new Error(`order ${payment.orderId} has no customer`);
  await enqueueMail(
    executorOn(client),
    orderConfirmedMail,
    {
      tenantId: payment.tenantId,
      to: customer.email,
      locale: customer.locale,
      payload: {
        orderId: payment.orderId,
        customerId: customer.customerId,
        firstName: customer.firstName,
        totalCents: customer.totalCents,
        numberOfInstallments: payment.numberOfInstallments,
        firstInstallmentCents: payment.firstInstallmentCents,
      },
    },
    payment.now,
  );
}
