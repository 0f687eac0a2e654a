'use client';

import { useAtomValue } from 'jotai';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { cartAtom } from '@/features/cart/cart-store';
import { checkoutLinks } from '@/features/checkout/checkout-paths';
import { CheckoutStepper } from '@/features/checkout/checkout-stepper';
import { orderExpiredAtom } from '@/features/orders/order-cart-actions';
import { OrderCountdown } from '@/features/orders/order-countdown';
import type { Order } from '@/features/orders/order-model';
import { cartOrderKey, useCartOrder, useOnHoldOrder } from '@/features/orders/use-cart-order';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import skeletons from '@/features/primitives/skeleton.module.css';
import type { PromoErrorCode } from '@/features/promo/promo-errors';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './summary.module.css';
import { SummaryCheckout } from './summary-checkout';

export interface OrderSummaryProps {
  orderId: string | null;
  /**
   * The order of `orderId` as the page read it on the server (null: not this customer's), so the
   * summary is in the HTML; undefined when the server could not read it (the browser asks then).
   */
  initialOrder?: Order | null;
  termsRequired?: boolean;
  promoError?: PromoErrorCode | null;
}

/**
 * `/summary`: the order on hold (the `orderId` of the address, else the cart's) reviewed before
 * paying, with promo codes and the general terms; "Continue" leads to the payment type step.
 * `termsRequired` and `promoError` say why the payment step sent the fan back here. The order the
 * server read is the order's first answer: no skeleton, nothing moves when it is drawn, and the
 * browser asks again when the fan comes back to the tab, as for any order it shows.
 */
export function OrderSummary({ initialOrder, ...props }: OrderSummaryProps) {
  if (!props.orderId || initialOrder === undefined) return <Summary {...props} />;
  return (
    <SWRConfig
      value={{
        fallback: { [unstable_serialize(cartOrderKey(props.orderId))]: initialOrder },
        // Not asked again at once: the server has just read it.
        revalidateIfStale: false,
      }}
    >
      <Summary {...props} />
    </SWRConfig>
  );
}

function Summary({
  orderId: requested,
  termsRequired = false,
  promoError = null,
}: Omit<OrderSummaryProps, 'initialOrder'>) {
  const t = useTranslations('summary');
  const hydrated = useHydrated();
  const cartOrderId = useAtomValue(cartAtom).orderId;
  const expired = useAtomValue(orderExpiredAtom);
  // Keeps the cart in step with its order (expiry, reset when gone) while the fan is here.
  useCartOrder();
  const orderId = requested ?? (hydrated ? cartOrderId : null);
  const { data: order, isLoading, error } = useOnHoldOrder(orderId);

  // Without an order id in the address, the order is the cart's, which only the browser knows. An
  // order already shown (the server's) stays while it is asked again: another view of the same
  // order (the cart button) asking for it must not swap the form, and what the fan ticked in it,
  // for a skeleton.
  if ((!requested && !hydrated) || (isLoading && order === undefined))
    return <div className={cx(skeletons.skeleton, styles.skeleton)} aria-busy="true" />;
  if (error)
    return (
      <p role="alert" data-testid="summary-error">
        {t('loadError')}
      </p>
    );
  // The countdown ran out here: the order is gone even if its last answer said "on hold".
  if (!order || (expired && order.orderId !== cartOrderId))
    return (
      <Empty>
        <OrderCountdown />
      </Empty>
    );
  return (
    <div className={styles.summary} data-testid="order-summary">
      <CheckoutStepper current="summary" links={checkoutLinks(order)} />
      <div className={styles.orderLine}>
        <p className={styles.orderNumber}>{t('orderNumber', { id: order.orderId })}</p>
        <OrderCountdown expiry={order.expiryDatetime ?? null} cartOrder={order.orderId === cartOrderId} />
      </div>
      <SummaryCheckout
        key={order.orderId}
        order={order}
        termsRequired={termsRequired}
        promoError={promoError}
      />
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  const t = useTranslations('summary');
  return (
    <div className={styles.empty} data-testid="summary-empty">
      {children}
      <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
      <p className={styles.muted}>{t('emptyBody')}</p>
      <NextLink href="/" className={buttonClass({ palette: 'brand' })}>
        {t('toMatches')}
      </NextLink>
    </div>
  );
}
