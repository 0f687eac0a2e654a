'use client';

import { useTranslations } from 'next-intl';
import { CheckoutOrderGate } from './checkout-order-gate';
import { checkoutLinks } from './checkout-paths';
import { CheckoutShell } from './checkout-shell';
import { OptionsForm } from './options-form';
import { useCheckoutOrder } from './use-checkout-order';

/** `/options?orderId=`: step 2 of the checkout, for the cart's order on hold. */
export function OptionsStep({
  requestedOrderId,
  cardMandatory,
  clubName,
}: {
  requestedOrderId: string | null;
  cardMandatory: boolean;
  clubName: string;
}) {
  const t = useTranslations('checkout.options');
  const state = useCheckoutOrder(requestedOrderId);
  return (
    <CheckoutShell
      step="options"
      links={state.status === 'ready' ? checkoutLinks(state.order) : undefined}
      title={t('title')}
      intro={state.status === 'ready' ? t('intro') : undefined}
      testId="options-step"
    >
      {state.status === 'ready' ? (
        <OptionsForm
          key={state.order.orderId}
          order={state.order}
          cardMandatory={cardMandatory}
          clubName={clubName}
        />
      ) : (
        <CheckoutOrderGate state={state} />
      )}
    </CheckoutShell>
  );
}
