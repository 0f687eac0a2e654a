'use client';

import { RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, CreditCard } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckoutActions } from '@/features/checkout/checkout-actions';
import { CheckoutColumns } from '@/features/checkout/checkout-columns';
import { CheckoutSection } from '@/features/checkout/checkout-section';
import { useMoney } from '@/features/formatting/use-money';
import { startRouteProgress } from '@/features/navigation/route-progress-events';
import { OrderReview } from '@/features/order-review/order-review';
import type { Order } from '@/features/orders/order-model';
import type { LineDiscounts } from '@/features/promo/line-discounts';
import { useTenant } from '@/features/tenancy/tenant-context';
import { callRoute } from '@/features/api/route-contract';
import { paymentFailurePath } from './checkout-query';
import { InstallmentSchedule } from './installment-schedule';
import { paymentChoices } from './payment-choices';
import type { PaymentOptions } from './payment-model';
import { CHECKOUT_START } from './payment-routes';

/**
 * Single payment or instalments as large choices, the chosen schedule as a table, and "Continue",
 * which starts the payment (POST /api/checkout/start, then a full page load to the provider's page).
 */
export function PaymentTypeChoice({
  order,
  options,
  lineDiscounts,
  promoCodeIds,
  requestedInstallments = null,
}: {
  order: Order;
  options: PaymentOptions;
  lineDiscounts: LineDiscounts | null;
  promoCodeIds: string[];
  /** `numberOfInstallments` of the address: preselected when the club offers it for this order. */
  requestedInstallments?: number | null;
}) {
  const t = useTranslations('payment.type');
  const tenant = useTenant();
  const choices = paymentChoices(options, tenant.timeZone);
  const offered = choices.some((c) => c.numberOfInstallments === requestedInstallments);
  const [chosen, setChosen] = useState(
    offered && requestedInstallments !== null
      ? requestedInstallments
      : (choices[0]?.numberOfInstallments ?? 1),
  );
  const [leaving, setLeaving] = useState(false);
  const choice = choices.find((c) => c.numberOfInstallments === chosen) ?? choices[0];
  const free = options.totalAmount === 0;
  const money = useMoney();

  const onContinue = async () => {
    if (!choice || leaving) return;
    setLeaving(true);
    startRouteProgress();
    // A POST starts the payment (never an address a link elsewhere could open); then a full page
    // load to where the server says: the provider's page, /validation, or back with a reason.
    const answer = await callRoute(CHECKOUT_START, {
      orderId: order.orderId,
      numberOfInstallments: choice.numberOfInstallments,
      promoCodeIds,
    });
    const redirectUrl = answer.ok ? answer.data.redirectUrl : undefined;
    window.location.assign(
      typeof redirectUrl === 'string'
        ? redirectUrl
        : answer.status === 401
          ? window.location.href
          : paymentFailurePath(order.orderId, promoCodeIds, 'UNKNOWN'),
    );
  };

  return (
    <CheckoutColumns
      aside={
        <CheckoutSection title={t('orderTitle')}>
          <OrderReview order={order} evaluation={amountsOf(options, order, lineDiscounts)} />
        </CheckoutSection>
      }
      actions={(placement) =>
        choice ? (
          <CheckoutActions
            placement={placement}
            total={free ? t('nothingToPay') : money(options.totalAmount)}
            pending={leaving}
            onContinue={() => void onContinue()}
          />
        ) : null
      }
    >
      {free ? (
        <CheckoutSection title={t('freeTitle')} testId="payment-free">
          <Text>{t('freeBody')}</Text>
        </CheckoutSection>
      ) : choices.length === 0 ? (
        <CheckoutSection title={t('noChoiceTitle')} testId="payment-no-choice">
          <Text>{t('noChoiceBody')}</Text>
        </CheckoutSection>
      ) : (
        <CheckoutSection title={t('choiceTitle')} testId="payment-choices">
          <RadioCard.Root
            value={String(chosen)}
            onValueChange={(details) => setChosen(Number(details.value))}
            colorPalette="brand"
            name="numberOfInstallments"
          >
            <RadioCard.Label srOnly>{t('choiceTitle')}</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {choices.map(({ numberOfInstallments: n, schedule }) => {
                const first = schedule[0]?.amount ?? 0;
                return (
                  <RadioCard.Item key={n} value={String(n)} data-testid={`payment-choice-${n}`}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      {n === 1 ? <CreditCard aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>
                          {n === 1 ? t('single') : t('installments', { count: n })}
                        </RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          {n === 1
                            ? t('singleHint', { amount: money(first) })
                            : t('installmentsHint', { amount: money(first), rest: n - 1 })}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                );
              })}
            </SimpleGrid>
          </RadioCard.Root>
          {choice && (
            <Stack gap="2">
              <InstallmentSchedule
                lines={choice.schedule}
                caption={
                  choice.numberOfInstallments === 1
                    ? t('scheduleSingle')
                    : t('schedulePlan', { count: chosen })
                }
              />
            </Stack>
          )}
        </CheckoutSection>
      )}
    </CheckoutColumns>
  );
}

/**
 * The amounts of the order with the codes as the API priced them for payment, and each line with
 * its discount as the summary showed it (the codes' evaluation; without codes, the order's own).
 */
function amountsOf(options: PaymentOptions, order: Order, lines: LineDiscounts | null) {
  const own = (kind: 'seatTickets' | 'ancillaryTickets') =>
    Object.fromEntries(
      order.ticketGroups.flatMap((group) => group[kind].map((line) => [line.id, line.discountAmount])),
    );
  return {
    seatTicketDiscounts: lines?.seatTicketDiscounts ?? own('seatTickets'),
    ancillaryTicketDiscounts: lines?.ancillaryTicketDiscounts ?? own('ancillaryTickets'),
    promoCodeDiscounts: {},
    promoCodeErrors: {},
    grossAmount: order.grossAmount,
    discountAmount: options.totalAmount - order.grossAmount,
    totalAmount: options.totalAmount,
  };
}
