'use client';

import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { cartAtom } from '@/features/cart/cart-store';
import { checkoutLinks } from '@/features/checkout/checkout-paths';
import { CheckoutStepper } from '@/features/checkout/checkout-stepper';
import { orderExpiredAtom } from '@/features/orders/order-cart-actions';
import { OrderCountdown } from '@/features/orders/order-countdown';
import { useCartOrder, useOnHoldOrder } from '@/features/orders/use-cart-order';
import { useHydrated } from '@/lib/use-hydrated';
import type { PromoErrorCode } from '@/features/promo/promo-errors';
import { SummaryCheckout } from './summary-checkout';

/**
 * `/summary`: the order on hold (the `orderId` of the address, else the cart's) reviewed before
 * paying, with promo codes and the general terms; "Continue" leads to the payment type step.
 * `termsRequired` and `promoError` say why the payment step sent the fan back here.
 */
export function OrderSummary({
  orderId: requested,
  termsRequired = false,
  promoError = null,
}: {
  orderId: string | null;
  termsRequired?: boolean;
  promoError?: PromoErrorCode | null;
}) {
  const t = useTranslations('summary');
  const hydrated = useHydrated();
  const cartOrderId = useAtomValue(cartAtom).orderId;
  const expired = useAtomValue(orderExpiredAtom);
  // Keeps the cart in step with its order (expiry, reset when gone) while the fan is here.
  useCartOrder();
  const orderId = requested ?? (hydrated ? cartOrderId : null);
  const { data: order, isLoading, error } = useOnHoldOrder(orderId);

  if (!hydrated || isLoading) return <Skeleton height="48" rounded="lg" />;
  if (error)
    return (
      <Text role="alert" data-testid="summary-error">
        {t('loadError')}
      </Text>
    );
  // The countdown ran out here: the order is gone even if its last answer said "on hold".
  if (!order || (expired && order.orderId !== cartOrderId))
    return (
      <Stack gap="4" align="start" data-testid="summary-empty">
        <OrderCountdown />
        <Heading as="h2" size="lg">
          {t('emptyTitle')}
        </Heading>
        <Text color="fg.muted">{t('emptyBody')}</Text>
        <Button asChild colorPalette="brand">
          <NextLink href="/">{t('toMatches')}</NextLink>
        </Button>
      </Stack>
    );
  return (
    <Stack gap="6" data-testid="order-summary">
      <CheckoutStepper current="summary" links={checkoutLinks(order)} />
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text color="fg.muted">{t('orderNumber', { id: order.orderId })}</Text>
        {order.orderId === cartOrderId && <OrderCountdown />}
      </HStack>
      <SummaryCheckout
        key={order.orderId}
        order={order}
        termsRequired={termsRequired}
        promoError={promoError}
      />
    </Stack>
  );
}
