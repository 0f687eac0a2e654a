'use client';

import { Badge, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CircleParking } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import type { AncillaryOffer } from '@/features/orders/order-model';
import { useTenant } from '@/features/tenancy/tenant-context';
import { CheckoutSection } from './checkout-section';
import type { EventParking } from './parking-by-event';

/** One car park: name, price per place, places left, and how many places to take (0 to its maximum). */
function ParkingRow({
  offer,
  quantity,
  onQuantity,
}: {
  offer: AncillaryOffer;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const t = useTranslations('checkout.options');
  const money = useMoney();
  const full = offer.maxQuantity === 0;
  return (
    <HStack
      as="li"
      justify="space-between"
      align="center"
      gap="4"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0, pt: 0 }}
      data-testid="parking-offer"
      data-product-id={offer.productId}
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{offer.name}</Text>
          {full && (
            <Badge colorPalette="gray" variant="solid" size="sm">
              {t('full')}
            </Badge>
          )}
        </HStack>
        {offer.description && (
          <Text fontSize="sm" color="fg.muted">
            {offer.description}
          </Text>
        )}
        <Text fontSize="sm">
          {t('perPlace', { price: money(offer.price) })}
          {offer.available !== null && !full && (
            <>
              {' · '}
              <Text as="span" color="fg.muted" data-testid="parking-left">
                {t('placesLeft', { count: offer.available })}
              </Text>
            </>
          )}
        </Text>
      </Stack>
      <Field.Root width="auto" flexShrink={0} disabled={full}>
        <Field.Label fontSize="xs" color="fg.muted" mb="1">
          <span aria-hidden="true">{t('places')}</span>
          <Text as="span" srOnly>
            {t('placesFor', { name: offer.name })}
          </Text>
        </Field.Label>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            value={String(Math.min(quantity, offer.maxQuantity))}
            onChange={(event) => onQuantity(Number(event.target.value))}
            data-testid="parking-quantity"
          >
            {Array.from({ length: offer.maxQuantity + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}

/** Parking per event of the order (docs/product.md#options), at most one place per ticket. */
export function ParkingOptions({
  events,
  quantities,
  onQuantity,
}: {
  events: readonly EventParking[];
  quantities: Readonly<Record<string, number>>;
  onQuantity: (productId: string, quantity: number) => void;
}) {
  const t = useTranslations('checkout.options');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return (
    <CheckoutSection
      title={t('parkingTitle')}
      intro={events.length > 0 ? t('parkingIntro') : undefined}
      icon={<CircleParking aria-hidden="true" />}
      testId="parking-options"
    >
      {events.length === 0 && <Text color="fg.muted">{t('noParking')}</Text>}
      {events.map((event) => (
        <Stack key={event.eventId} gap="2">
          <Stack gap="0">
            <Text as="h3" fontWeight="bold">
              {event.eventName}
            </Text>
            {event.startDatetime && (
              <Text fontSize="sm" color="fg.muted">
                {formatEventDate(event.startDatetime, locale, timeZone)}
              </Text>
            )}
          </Stack>
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {event.offers.map((offer) => (
              <ParkingRow
                key={offer.productId}
                offer={offer}
                quantity={quantities[offer.productId] ?? 0}
                onQuantity={(quantity) => onQuantity(offer.productId, quantity)}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </CheckoutSection>
  );
}
