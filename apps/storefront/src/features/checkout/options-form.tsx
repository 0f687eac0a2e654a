'use client';

import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { loginUrl } from '@/features/account/login-url';
import { FormAlert } from '@/features/account/form-alert';
import { useMoney } from '@/features/formatting/use-money';
import { endRouteProgress, startRouteProgress } from '@/features/navigation/route-progress-events';
import { useCurrentPath } from '@/features/navigation/use-current-path';
import { orderGoneAtom } from '@/features/orders/order-cart-actions';
import { orderClient } from '@/features/orders/order-client';
import type { Order } from '@/features/orders/order-model';
import { cartOrderKey } from '@/features/orders/use-cart-order';
import { CheckoutActions } from './checkout-actions';
import { optionsSavedAtom } from './checkout-cart-actions';
import { CheckoutColumns } from './checkout-columns';
import { pathAfterOptions } from './checkout-paths';
import { OrderBrief } from './order-brief';
import {
  ancillaryRequests,
  choiceFromOrder,
  fitChoice,
  hasMandatoryCard,
  type OptionsChoice,
  totalWithChoice,
} from './options-choice';
import { parkingByEvent } from './parking-by-event';
import { ParkingOptions } from './parking-options';
import { PlasticCardOption } from './plastic-card-option';
import { useOptionsOffers } from './use-options-offers';
import { WithdrawalChoice } from './withdrawal-choice';

type Notice = 'carParkFull' | 'saveFailed' | 'network';

/**
 * The options step of an order on hold: parking per event, the plastic card, how tickets are
 * delivered, and the running total. "Continue" saves the whole choice and goes on to the holder
 * information of the order's last group of seats.
 */
export function OptionsForm({
  order,
  cardMandatory,
  clubName,
}: {
  order: Order;
  cardMandatory: boolean;
  clubName: string;
}) {
  const t = useTranslations('checkout');
  const money = useMoney();
  const router = useRouter();
  const currentPath = useCurrentPath();
  const { mutate } = useSWRConfig();
  const saved = useSetAtom(optionsSavedAtom);
  const gone = useSetAtom(orderGoneAtom);
  const offers = useOptionsOffers(order.orderId);
  const mandatory = cardMandatory || hasMandatoryCard(order);
  const [choice, setChoice] = useState<OptionsChoice>(() => choiceFromOrder(order, mandatory));
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // What the controls show: the choice within what is offered now (a car park may have filled up).
  const shown = offers.data ? fitChoice(choice, offers.data) : choice;
  const total = offers.data ? totalWithChoice(order, shown, offers.data) : order.totalAmount;
  const card = offers.data?.find((offer) => offer.type === 'PLASTIC_CARD');

  const onContinue = async () => {
    if (pending) return;
    setNotice(null);
    // Without the offers the choice cannot be sent as a whole list: the saved extras stay as they are.
    if (!offers.data) {
      startRouteProgress();
      return router.push(pathAfterOptions(order));
    }
    setPending(true);
    startRouteProgress();
    const result = await orderClient.addAncillaries(
      order.orderId,
      ancillaryRequests(shown, offers.data),
      shown.withdrawal,
    );
    if (result.ok) {
      const next = result.data.order;
      await mutate(cartOrderKey(next.orderId), next, { revalidate: false });
      saved(next);
      // Stays busy until the next step shows.
      return router.push(pathAfterOptions(next));
    }
    setPending(false);
    endRouteProgress();
    switch (result.failure.code) {
      case 'UNAVAILABLE':
      case 'CART_LIMIT':
        setNotice('carParkFull');
        void offers.mutate();
        return;
      case 'ORDER_NOT_ON_HOLD':
      case 'ORDER_NOT_FOUND':
        // Expired or paid elsewhere: the cart starts over and the page says there is no order.
        gone();
        return;
      case 'LOGIN_REQUIRED':
        return router.push(loginUrl(currentPath));
      case 'NETWORK':
        setNotice('network');
        return;
      default:
        setNotice('saveFailed');
    }
  };

  const noticeView = notice && (
    <FormAlert status="error" testId="options-error">
      {t(`options.errors.${notice}`)}
    </FormAlert>
  );

  return (
    <CheckoutColumns
      aside={<OrderBrief order={order} withExtras={false} />}
      actions={(placement) => (
        <CheckoutActions
          placement={placement}
          total={money(total)}
          pending={pending}
          onContinue={() => void onContinue()}
          notice={noticeView}
        />
      )}
    >
      {offers.error && (
        <Alert.Root status="warning" data-testid="options-load-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('options.errors.loadFailed')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => void offers.mutate()}>
            {t('order.retry')}
          </Button>
        </Alert.Root>
      )}
      {offers.isLoading && (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="40" rounded="xl" />
          <Skeleton height="24" rounded="xl" />
        </Stack>
      )}
      {offers.data && (
        <ParkingOptions
          events={parkingByEvent(order, offers.data)}
          quantities={shown.parking}
          onQuantity={(productId, quantity) =>
            setChoice((current) => ({ ...current, parking: { ...current.parking, [productId]: quantity } }))
          }
        />
      )}
      {card && (
        <PlasticCardOption
          name={card.name}
          price={card.price}
          mandatory={mandatory}
          checked={mandatory || shown.plasticCard}
          onChange={(plasticCard) => setChoice((current) => ({ ...current, plasticCard }))}
          clubName={clubName}
        />
      )}
      <WithdrawalChoice
        value={shown.withdrawal}
        onChange={(withdrawal) => setChoice((current) => ({ ...current, withdrawal }))}
      />
    </CheckoutColumns>
  );
}
