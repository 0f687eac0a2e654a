import type { Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import { chargeDueInstallments, type ChargeReport, type PlanProviders } from './charge-due-installments';
import {
  CHARGEABLE_PROVIDERS,
  providerOfPayment,
  type PaymentProvider,
  type PaymentServices,
} from './payment-provider';
import { createPeriodicLoop } from '../../background/periodic-loop';

/** Dependencies of {@link createInstallmentCharger}. */
export interface InstallmentChargerOptions {
  db: Database;
  /** The providers of the clubs' plans (the sandbox and clubs' Stripe accounts), or one provider only (tests). */
  payments: PaymentServices | PaymentProvider;
  logger: Logger;
  /** Pause between passes when nothing more is due (default 60 s: instalments are due per day). */
  intervalMs?: number;
  /** Instalments per transaction (default 10: each is a provider call made under its row lock). */
  batchSize?: number;
  now?: () => Date;
}

/** The background loop charging due instalments. */
export interface InstallmentCharger {
  start(): void;
  /** Stops and waits for a pass in progress to commit. */
  stop(): Promise<void>;
  /** Charges until nothing due is left; returns the totals (tests use it). */
  runOnce(): Promise<ChargeReport>;
}

export const DEFAULT_INSTALLMENT_INTERVAL_MS = 60_000;

/** The job charging later instalments of plans, in the API process next to the hold sweeper. */
export function createInstallmentCharger(options: InstallmentChargerOptions): InstallmentCharger {
  const { db, logger } = options;
  const payments = options.payments;
  const providers: PlanProviders =
    'chargeSavedMethod' in payments
      ? { names: [payments.name], of: (_tenantId, name) => (name === payments.name ? payments : undefined) }
      : {
          names: CHARGEABLE_PROVIDERS,
          of: (tenantId, name) => providerOfPayment(payments, tenantId, name),
          ...(payments.instalmentReturnUrl ? { returnUrl: payments.instalmentReturnUrl } : {}),
        };
  const intervalMs = options.intervalMs ?? DEFAULT_INSTALLMENT_INTERVAL_MS;
  const batchSize = options.batchSize ?? 10;
  const now = options.now ?? (() => new Date());
  async function runOnce(): Promise<ChargeReport> {
    const total: ChargeReport = { paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 };
    for (;;) {
      const pass = await chargeDueInstallments(db, providers, now(), batchSize);
      total.paid += pass.paid;
      total.retried += pass.retried;
      total.failed += pass.failed;
      total.awaitingCustomer += pass.awaitingCustomer;
      // Retried, failed and waiting rows move out of the due window, so a full batch means more may be due.
      const handled = pass.paid + pass.retried + pass.failed + pass.awaitingCustomer;
      if (handled < batchSize || loop.stopping) break;
    }
    if (total.paid + total.retried + total.failed + total.awaitingCustomer > 0)
      logger.info(total, 'instalments charged');
    if (total.failed > 0) logger.warn({ failed: total.failed }, 'instalments failed after every retry');
    return total;
  }

  const loop = createPeriodicLoop(runOnce, {
    intervalMs,
    logger,
    failure: 'instalment charging failed; retrying at the next interval',
  });

  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}
