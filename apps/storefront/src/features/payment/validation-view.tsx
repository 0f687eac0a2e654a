'use client';

import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Ban, CircleAlert, CircleCheck, CircleX, Hourglass, TimerOff } from 'lucide-react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useTransition } from 'react';
import { useRefreshWhilePending } from './use-refresh-while-pending';
import { cartAtom } from '@/features/cart/cart-store';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { orderGoneAtom } from '@/features/orders/order-cart-actions';
import { OrderReview } from '@/features/order-review/order-review';
import { useTenant } from '@/features/tenancy/tenant-context';
import { paymentTypePath } from './checkout-query';
import { InstallmentSchedule } from './installment-schedule';
import type { OrderValidation } from './payment-model';
import { type OutcomeAction, outcomeView } from './validation-outcome';

const ICONS = {
  VALIDATED: CircleCheck,
  PAYMENT_IN_PROGRESS: Hourglass,
  EXPIRED: TimerOff,
  CANCELLED: Ban,
  PAYMENT_ERROR: CircleX,
  NOT_VALIDATED: CircleAlert,
} as const;

const TONE_COLOURS = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
} as const;

/**
 * `/validation?orderId=`: the outcome of the payment with its next action (see the tickets, refresh,
 * retry, place a new order), what was bought and the instalment schedule. A validated order ends
 * the cart (the full reset of docs/product.md#cart-rules).
 */
export function ValidationView({ validation }: { validation: OrderValidation }) {
  const t = useTranslations('payment.validation');
  const locale = useLocale();
  const tenant = useTenant();
  const { outcome, order, installments, extendedUntil } = validation;
  const view = outcomeView(outcome, order.status === 'ONHOLD');
  const Icon = ICONS[outcome];
  const colour = TONE_COLOURS[view.tone];
  const cartOrderId = useAtomValue(cartAtom).orderId;
  const reset = useSetAtom(orderGoneAtom);

  useEffect(() => {
    if (outcome === 'VALIDATED' && cartOrderId === order.orderId) reset('ended');
  }, [outcome, cartOrderId, order.orderId, reset]);
  // A payment pending at the bank settles by itself: the page asks again and updates in place.
  useRefreshWhilePending(outcome === 'PAYMENT_IN_PROGRESS');

  return (
    <Stack gap="6" data-testid="validation" data-outcome={outcome}>
      <Box
        role="status"
        borderWidth="1px"
        borderColor={`${colour}.muted`}
        bg={`${colour}.subtle`}
        rounded="xl"
        p={{ base: '5', md: '8' }}
        data-testid="validation-outcome"
      >
        <Stack gap="4" align="start">
          <HStack gap="3" align="center">
            <Box color={`${colour}.fg`} flexShrink={0}>
              <Icon aria-hidden="true" size={36} />
            </Box>
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
              {t(`outcomes.${outcome}.title`)}
            </Heading>
          </HStack>
          <Text>{t(`outcomes.${outcome}.body`)}</Text>
          {outcome === 'PAYMENT_IN_PROGRESS' && extendedUntil && (
            <Text fontWeight="semibold" data-testid="validation-extended">
              {t('extended', { date: formatEventDate(extendedUntil, locale, tenant.timeZone) })}
            </Text>
          )}
          <HStack gap="3" flexWrap="wrap">
            {view.actions.map((action, index) => (
              <OutcomeButton key={action} action={action} primary={index === 0} validation={validation} />
            ))}
          </HStack>
        </Stack>
      </Box>
      <Text color="fg.muted">{t('orderNumber', { id: order.orderId })}</Text>
      {installments.length > 0 && (
        <InstallmentSchedule lines={installments} caption={t('scheduleTitle')} withStatus />
      )}
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('purchased')}
        </Heading>
        <OrderReview order={order} />
      </Stack>
    </Stack>
  );
}

/** One next action of an outcome; the first is the primary one. */
function OutcomeButton({
  action,
  primary,
  validation,
}: {
  action: OutcomeAction;
  primary: boolean;
  validation: OrderValidation;
}) {
  const t = useTranslations('payment.validation.actions');
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  // Secondary actions stay neutral: brand-coloured text on the outcome's tinted panel can fail
  // contrast (a dark theme's red on green).
  const look = primary
    ? ({ colorPalette: 'brand', variant: 'solid' } as const)
    : ({ variant: 'outline' } as const);
  if (action === 'refresh')
    return (
      <Button
        {...look}
        loading={refreshing}
        onClick={() => startRefresh(() => router.refresh())}
        data-testid="validation-refresh"
      >
        {t('refresh')}
      </Button>
    );
  const href: Record<Exclude<OutcomeAction, 'refresh'>, string> = {
    orders: '/orders',
    home: '/',
    newOrder: '/',
    retryPayment: paymentTypePath(validation.order.orderId, validation.order.promoCodeIds),
  };
  return (
    <Button asChild {...look} data-testid={`validation-${action}`}>
      <NextLink href={href[action]} prefetch={false}>
        {t(action)}
      </NextLink>
    </Button>
  );
}
