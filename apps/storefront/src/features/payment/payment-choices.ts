import type { PaymentOptions } from './payment-model';
import { type ScheduleLine, singlePaymentSchedule, todayIn } from './schedule-display';

/** One way to pay an order: a single payment (1) or a plan of N instalments, with its schedule. */
export interface PaymentChoice {
  numberOfInstallments: number;
  schedule: ScheduleLine[];
}

/**
 * The choices of the payment type step, single payment first when the club offers it. A free
 * order has nothing to choose: it is confirmed with a "single payment" of zero.
 */
export function paymentChoices(options: PaymentOptions, timeZone: string, now?: Date): PaymentChoice[] {
  const plans = options.installmentPlans.map((plan) => ({
    numberOfInstallments: plan.numberOfInstallments,
    schedule: plan.installments.map(({ rank, dueDate, amount }) => ({ rank, dueDate, amount })),
  }));
  const today = plans[0]?.schedule.find((line) => line.rank === 1)?.dueDate ?? todayIn(timeZone, now);
  const single = { numberOfInstallments: 1, schedule: singlePaymentSchedule(options.totalAmount, today) };
  if (options.totalAmount === 0) return [single];
  return options.singlePayment ? [single, ...plans] : plans;
}
