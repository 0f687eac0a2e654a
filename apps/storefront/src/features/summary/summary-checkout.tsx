'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CheckoutActions } from '@/features/checkout/checkout-actions';
import { CheckoutColumns } from '@/features/checkout/checkout-columns';
import { CheckoutSection } from '@/features/checkout/checkout-section';
import { useMoney } from '@/features/formatting/use-money';
import { startRouteProgress } from '@/features/navigation/route-progress-events';
import type { Order } from '@/features/orders/order-model';
import { paymentTypePath } from '@/features/payment/checkout-query';
import { rememberTermsAccepted } from '@/features/payment/terms-acceptance';
import { PromoCodeField } from '@/features/promo/promo-code-field';
import type { PromoErrorCode } from '@/features/promo/promo-errors';
import { usePromoCodes } from '@/features/promo/use-promo-codes';
import { OrderReview } from '@/features/order-review/order-review';
import styles from './summary.module.css';
import { TermsAcceptance } from './terms-acceptance';

/**
 * The summary of an order on hold as a receipt, with the promo code field, the general terms and
 * "Continue" to the payment type step. The terms checkbox must be ticked to go on; its state
 * travels to the payment start (see terms-acceptance.ts).
 */
export function SummaryCheckout({
  order,
  termsRequired,
  promoError,
}: {
  order: Order;
  /** Sent back by the payment step because the terms were not accepted. */
  termsRequired: boolean;
  /** Sent back by the payment step because a code was refused when the payment started. */
  promoError: PromoErrorCode | null;
}) {
  const t = useTranslations('summary');
  const tPromo = useTranslations('promo');
  const money = useMoney();
  const router = useRouter();
  const promo = usePromoCodes(order, promoError);
  const [accepted, setAccepted] = useState(false);
  const [termsInvalid, setTermsInvalid] = useState(termsRequired);
  const [leaving, setLeaving] = useState(false);
  const termsInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (termsRequired) termsInput.current?.focus();
  }, [termsRequired]);

  // Ticked in the server's HTML before the page was interactive (a slow phone): React keeps the tick
  // when it takes the page over, but its next render would draw `accepted` (false) again, so the
  // box is read before any render, while the page's first commit is still running.
  useLayoutEffect(() => {
    if (termsInput.current?.checked) setAccepted(true);
  }, []);

  const total = promo.state.evaluation?.totalAmount ?? order.totalAmount;
  const onContinue = () => {
    if (!accepted) {
      setTermsInvalid(true);
      termsInput.current?.focus();
      return;
    }
    if (promo.pending) return;
    setLeaving(true);
    startRouteProgress();
    rememberTermsAccepted(order.orderId);
    router.push(
      paymentTypePath(
        order.orderId,
        promo.state.codes.map((code) => code.id),
      ),
    );
  };

  return (
    <CheckoutColumns
      aside={
        <div className={styles.aside}>
          <CheckoutSection title={tPromo('title')} testId="promo-section">
            <PromoCodeField
              state={promo.state}
              pending={promo.pending}
              onApply={promo.apply}
              onRemove={promo.remove}
            />
          </CheckoutSection>
          <CheckoutSection title={t('termsTitle')}>
            <TermsAcceptance
              checked={accepted}
              onChange={(checked) => {
                setAccepted(checked);
                if (checked) setTermsInvalid(false);
              }}
              invalid={termsInvalid}
              inputRef={termsInput}
            />
          </CheckoutSection>
        </div>
      }
      actions={(placement) => (
        <CheckoutActions
          placement={placement}
          total={total === 0 ? t('free') : money(total)}
          pending={leaving}
          onContinue={onContinue}
          notice={termsInvalid ? <p className={styles.termsError}>{t('termsRequired')}</p> : undefined}
        />
      )}
    >
      <OrderReview order={order} evaluation={promo.state.evaluation} />
      <p className={styles.note}>{t('paymentNext')}</p>
    </CheckoutColumns>
  );
}
