import type { SqlClient } from '../../database/sql-client';
import { enqueueMail } from '../mail/enqueue-mail';
import { installmentActionRequiredMail } from '../mail/templates/installment-action-required';
import type { PaymentProvider } from './payment-provider';
import { executorOn } from './transaction-executor';

/** A due instalment whose off-session charge the bank refused without the cardholder. */
export interface InstallmentAwaitingFan {
  tenantId: string;
  paymentId: string;
  orderId: string;
  rank: number;
  amountCents: number;
  currency: string;
  dueDate: string;
  methodReference: string | null;
  attempt: number;
  now: Date;
  returnUrl?: (tenantId: string, orderId: string) => string | undefined;
}

/**
 * The bank wants the fan for this instalment (3-D Secure on an off-session charge): a retry
 * would be refused the same way, so the provider opens a page for this instalment alone (a
 * Checkout Session on the plan's customer and card), the instalment waits for the fan with that
 * page, and the fan is e-mailed it, in the caller's transaction (docs/product.md#payments). The
 * page's webhook marks it paid (apply-payment-notice.ts).
 */
export async function askFanToPayInstallment(
  client: SqlClient,
  provider: PaymentProvider,
  due: InstallmentAwaitingFan,
): Promise<void> {
  const returnUrl = due.returnUrl?.(due.tenantId, due.orderId);
  if (!returnUrl) throw new Error('no shop page to come back to after paying an instalment');
  const { rows } = await client.query<{
    email: string;
    firstName: string | null;
    locale: string;
    club: string;
    count: number;
  }>(
    `select c.email, c.first_name as "firstName", c.preferred_locale as locale, t.display_name as club,
       p.number_of_installments as count
     from payments p
     join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
     join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     join tenants t on t.id = p.tenant_id
     where p.tenant_id = $1 and p.id = $2`,
    [due.tenantId, due.paymentId],
  );
  const fan = rows[0];
  if (!fan) throw new Error(`payment ${due.paymentId} has no buyer to ask`);
  const page = await provider.createCheckoutSession({
    tenantId: due.tenantId,
    orderId: due.orderId,
    paymentId: due.paymentId,
    amountCents: due.amountCents,
    currency: due.currency,
    merchantName: fan.club,
    locale: fan.locale,
    returnUrl,
    cancelUrl: returnUrl,
    savePaymentMethod: false,
    installment: { rank: due.rank, methodReference: due.methodReference },
  });
  await client.query(
    `update installments set status = 'awaiting_customer', attempts = $4, last_error = 'authentication_required',
       next_attempt_at = null, action_url = $5, action_reference = $6
     where tenant_id = $1 and payment_id = $2 and rank = $3`,
    [due.tenantId, due.paymentId, due.rank, due.attempt, page.redirectUrl, page.reference],
  );
  await enqueueMail(
    executorOn(client),
    installmentActionRequiredMail,
    {
      tenantId: due.tenantId,
      to: fan.email,
      locale: fan.locale,
      payload: {
        orderId: due.orderId,
        firstName: fan.firstName,
        rank: due.rank,
        numberOfInstallments: fan.count,
        amountCents: due.amountCents,
        currency: due.currency,
        dueDate: due.dueDate,
        url: page.redirectUrl,
      },
    },
    due.now,
  );
}
