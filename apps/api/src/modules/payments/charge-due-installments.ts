import type { Database } from '@stadio/db';
import { inTransaction } from '../../database/sql-client';
import { recordAnomaly } from '../anomalies/record-anomaly';
import { askFanToPayInstallment } from './installment-action';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider';

/** The provider that took a plan's checkout, by club and stored provider name (docs/adr/0048). */
export type PlanProviders = {
  /** Stored provider names the pass charges. */
  names: readonly string[];
  of(tenantId: string, name: string): PaymentProvider | undefined;
  /** The shop page a fan comes back to after paying an instalment on the provider's page. */
  returnUrl?: (tenantId: string, orderId: string) => string | undefined;
};

/** Pauses before retrying a failed instalment: a day, two days, four days; then it is failed. */
export const INSTALLMENT_RETRY_DELAYS_MS = [1, 2, 4].map((days) => days * 24 * 60 * 60 * 1000);

interface DueInstallment {
  tenantId: string;
  paymentId: string;
  orderId: string;
  rank: number;
  amountCents: number;
  attempts: number;
  methodReference: string | null;
  currency: string;
  provider: string;
  dueDate: string;
}

/** What one pass did. */
export interface ChargeReport {
  paid: number;
  retried: number;
  failed: number;
  /** Left for the fan to pay on the provider's page (their bank asked for them). */
  awaitingCustomer: number;
}

/**
 * One pass of up to `batchSize` instalments due at `now`, of every club, in one transaction:
 * each is charged on its plan's saved card. A decline (or an unreachable provider) is retried
 * after {@link INSTALLMENT_RETRY_DELAYS_MS}, then the instalment is failed and an
 * `installment_not_paid` anomaly is recorded for the ticket office in the same transaction
 * (docs/product.md#order-anomalies). The charge carries an
 * idempotency key per attempt, so a pass that dies after charging and before committing charges
 * the same attempt again without taking the money twice. `FOR UPDATE SKIP LOCKED` lets several
 * API processes charge side by side. Only plans whose checkout succeeded are charged (a refunded
 * plan keeps its schedule but is never charged again). Each is charged by the provider (and the
 * club's account) that took the plan's checkout. A charge the bank wants the cardholder for
 * (3-D Secure) is not retried: the fan is e-mailed the provider's page for that instalment, which
 * waits for them (`awaiting_customer`).
 */
export async function chargeDueInstallments(
  db: Database,
  providers: PlanProviders,
  now: Date,
  batchSize: number,
): Promise<ChargeReport> {
  return inTransaction(db, async (client) => {
    const { rows } = await client.query<DueInstallment>(
      `select i.tenant_id as "tenantId", i.payment_id as "paymentId", p.order_id as "orderId", i.rank, i.amount_cents as "amountCents",
         i.attempts, p.saved_method_reference as "methodReference", p.currency, p.provider,
         i.due_date::text as "dueDate"
       from installments i
       join payments p on p.tenant_id = i.tenant_id and p.id = i.payment_id
       where i.status = 'scheduled' and i.next_attempt_at <= $1 and p.status = 'succeeded' and p.provider = any($3::text[])
       order by i.next_attempt_at
       limit $2
       for update of i skip locked`,
      [now, batchSize, providers.names],
    );
    const report: ChargeReport = { paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 };
    for (const due of rows) {
      const attempt = due.attempts + 1;
      let error: string;
      try {
        if (!due.methodReference) throw new Error('the plan has no saved card');
        const provider = providers.of(due.tenantId, due.provider);
        if (!provider)
          throw new ProviderUnavailable(`no ${due.provider} provider is configured for ${due.tenantId}`);
        const charge = await provider.chargeSavedMethod({
          methodReference: due.methodReference,
          amountCents: due.amountCents,
          currency: due.currency,
          reference: `${due.paymentId}-${due.rank}`,
          idempotencyKey: `${due.paymentId}:${due.rank}:${attempt}`,
          metadata: {
            tenantId: due.tenantId,
            orderId: due.orderId,
            paymentId: due.paymentId,
            installmentRank: String(due.rank),
          },
        });
        if (charge.needsCustomer) {
          await askFanToPayInstallment(client, provider, {
            ...due,
            attempt,
            now,
            returnUrl: providers.returnUrl,
          });
          report.awaitingCustomer += 1;
          continue;
        }
        if (charge.succeeded) {
          await client.query(
            `update installments set status = 'paid', attempts = $4, paid_at = $5, provider_charge_reference = $6,
               next_attempt_at = null, last_error = null
             where tenant_id = $1 and payment_id = $2 and rank = $3`,
            [due.tenantId, due.paymentId, due.rank, attempt, now, charge.reference],
          );
          report.paid += 1;
          continue;
        }
        error = charge.failureReason ?? 'declined';
      } catch (caught) {
        if (!(caught instanceof ProviderUnavailable) && !(caught instanceof Error)) throw caught;
        error = caught.message;
      }
      const delay = INSTALLMENT_RETRY_DELAYS_MS[attempt - 1];
      await client.query(
        `update installments set attempts = $4, last_error = $5,
           status = case when $6::timestamptz is null then 'failed' else 'scheduled' end, next_attempt_at = $6
         where tenant_id = $1 and payment_id = $2 and rank = $3`,
        [
          due.tenantId,
          due.paymentId,
          due.rank,
          attempt,
          error,
          delay === undefined ? null : new Date(now.getTime() + delay),
        ],
      );
      if (delay === undefined) {
        report.failed += 1;
        await recordAnomaly(client, {
          tenantId: due.tenantId,
          orderId: due.orderId,
          paymentId: due.paymentId,
          code: 'installment_not_paid',
          details: { rank: due.rank, amountCents: due.amountCents, attempts: attempt, lastError: error },
          now,
        });
      } else report.retried += 1;
    }
    return report;
  });
}
