'use client';

import { Alert, Button, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { CheckoutOrderGate } from '@/features/checkout/checkout-order-gate';
import { checkoutLinks, summaryPath } from '@/features/checkout/checkout-paths';
import { CheckoutShell } from '@/features/checkout/checkout-shell';
import { useCheckoutOrder } from '@/features/checkout/use-checkout-order';
import type { LineDiscounts } from '@/features/promo/line-discounts';
import type { PaymentFailureCode } from './payment-failure';
import type { PaymentOptions } from './payment-model';
import { PaymentTypeChoice } from './payment-type-choice';

/** What a failure of the payment step tells the fan (docs/product.md#payment-errors). */
const FAILURE_MESSAGE: Record<
  PaymentFailureCode,
  'notStarted' | 'expired' | 'notAllowed' | 'holdersIncomplete' | 'unknown'
> = {
  PAYMENT_NOT_STARTED: 'notStarted',
  ORDER_NOT_ON_HOLD: 'expired',
  ORDER_NOT_FOUND: 'expired',
  PAYMENT_TYPE_NOT_ALLOWED: 'notAllowed',
  HOLDERS_INCOMPLETE: 'holdersIncomplete',
  PROMO_REJECTED: 'unknown',
  TERMS_NOT_ACCEPTED: 'unknown',
  BAD_USER_INPUT: 'unknown',
  UNKNOWN: 'notStarted',
};

/**
 * `/checkout?orderId=&numberOfInstallments=&promoCodeIds=`: step 5, how to pay. `options` come from the server (null
 * when they could not be read); `failure` is why a payment start just failed, if it did.
 */
export function PaymentTypeStep({
  requestedOrderId,
  options,
  lineDiscounts,
  promoCodeIds,
  failure,
  requestedInstallments = null,
}: {
  requestedOrderId: string | null;
  options: PaymentOptions | null;
  /** The codes' discount of each line (null without codes, or when they could not be evaluated). */
  lineDiscounts: LineDiscounts | null;
  promoCodeIds: string[];
  failure: PaymentFailureCode | null;
  /** `numberOfInstallments` of the address, preselected when offered (docs/product.md#payments). */
  requestedInstallments?: number | null;
}) {
  const t = useTranslations('payment.type');
  const state = useCheckoutOrder(requestedOrderId);
  const ready = state.status === 'ready' ? state.order : null;
  const message = failure ? FAILURE_MESSAGE[failure] : null;
  // A holder still to name: back to the information step (docs/product.md#holders).
  const information = ready && message === 'holdersIncomplete' ? checkoutLinks(ready).information : undefined;
  return (
    <CheckoutShell
      step="paymentType"
      links={ready ? { ...checkoutLinks(ready), summary: summaryPath(ready.orderId) } : undefined}
      title={t('title')}
      intro={ready && options ? t('intro') : undefined}
      testId="payment-type-step"
    >
      {message && (
        <Alert.Root
          status={message === 'expired' ? 'warning' : 'error'}
          role="alert"
          data-testid="payment-failure"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`errors.${message}Title`)}</Alert.Title>
            <Alert.Description>{t(`errors.${message}`)}</Alert.Description>
            {information && (
              <Button asChild variant="outline" size="sm" mt="2">
                <NextLink href={information} data-testid="payment-failure-holders">
                  {t('errors.toHolders')}
                </NextLink>
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {ready && options ? (
        <PaymentTypeChoice
          order={ready}
          options={options}
          lineDiscounts={lineDiscounts}
          promoCodeIds={promoCodeIds}
          requestedInstallments={requestedInstallments}
        />
      ) : ready ? (
        <Stack gap="4" align="start">
          {!message && (
            <Alert.Root status="error" role="alert" data-testid="payment-options-error">
              <Alert.Indicator />
              <Alert.Description>{t('errors.loadFailed')}</Alert.Description>
            </Alert.Root>
          )}
          <Button asChild variant="outline">
            <NextLink href={summaryPath(ready.orderId)}>{t('backToSummary')}</NextLink>
          </Button>
        </Stack>
      ) : state.status === 'ready' ? null : (
        <CheckoutOrderGate state={state} />
      )}
    </CheckoutShell>
  );
}
