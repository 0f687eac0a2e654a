'use client';

import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMoney } from '@/features/formatting/format-money';
import type { Order, TicketGroup } from '@/features/orders/order-model';
import { groupTitle, isAncillaryOnly } from '@/features/orders/order-groups';
import { groupPrice, type LineDiscounts, linePrice } from '@/features/promo/line-discounts';
import type { PromoEvaluation } from '@/features/promo/promo-model';
import { useTenant } from '@/features/tenancy/tenant-context';
import { seatTicketLine } from './seat-ticket-line';

/**
 * The content of an order on hold, group by group: each seat with its price and holder, each
 * option, and the amounts (gross, discount, total) as the API computed them. With an evaluation
 * of promo codes, its amounts replace the order's (the codes are applied only when paying).
 */
export function OrderReview({
  order,
  evaluation = null,
}: {
  order: Order;
  evaluation?: PromoEvaluation | null;
}) {
  const t = useTranslations('summary');
  const locale = useLocale();
  const price = (cents: number) => (cents === 0 ? t('free') : formatMoney(cents, locale));
  const amounts = evaluation ?? order;
  return (
    <Stack gap="4" data-testid="order-review">
      {order.ticketGroups.map((group) => (
        <GroupReview key={group.id} group={group} price={price} discounts={evaluation} />
      ))}
      <Stack gap="1" borderTopWidth="1px" pt="4" data-testid="order-amounts">
        <HStack justify="space-between">
          <Text>{t('gross')}</Text>
          <Text data-testid="order-gross">{formatMoney(amounts.grossAmount, locale)}</Text>
        </HStack>
        {amounts.discountAmount !== 0 && (
          <HStack justify="space-between" color="green.fg">
            <Text>{t('discount')}</Text>
            <Text data-testid="order-discount">{formatMoney(amounts.discountAmount, locale)}</Text>
          </HStack>
        )}
        <HStack justify="space-between" fontWeight="bold" fontSize="xl">
          <Text>{t('total')}</Text>
          <Text data-testid="order-total">{price(amounts.totalAmount)}</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}

function GroupReview({
  group,
  price,
  discounts,
}: {
  group: TicketGroup;
  price: (cents: number) => string;
  discounts: LineDiscounts | null;
}) {
  const t = useTranslations('summary');
  const tSeat = useTranslations('selection');
  const tCart = useTranslations('cart');
  const locale = useLocale();
  const tenant = useTenant();
  const startsAt = group.eventInfo?.startDatetime;
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} data-testid="order-group">
      <HStack justify="space-between" align="start" gap="3" mb="3">
        <Stack gap="0">
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h2" size="md">
              {groupTitle(group) ?? tCart('ancillary')}
            </Heading>
            {group.packInfo && <Badge>{t(group.packInfo.type === 'SEASON' ? 'season' : 'pack')}</Badge>}
            {isAncillaryOnly(group) && <Badge>{tCart('ancillary')}</Badge>}
          </HStack>
          {startsAt && (
            <Text fontSize="sm" color="fg.muted">
              {formatEventDate(startsAt, locale, tenant.timeZone)}
            </Text>
          )}
        </Stack>
        <Text fontWeight="semibold">{price(groupPrice(group, discounts))}</Text>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {group.seatTickets.map((ticket) => (
          <HStack
            as="li"
            key={ticket.id}
            justify="space-between"
            align="start"
            gap="3"
            data-testid="order-seat"
          >
            <Stack gap="0" minW="0">
              <Text>{seatTicketLine(ticket, tSeat)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {group.packInfo ? `${ticket.eventInfo.name} · ${ticket.productName}` : ticket.productName}
                {ticket.isFromResale ? ` · ${tSeat('resale')}` : ''}
                {ticket.holderInfo
                  ? ` · ${[ticket.holderInfo.firstName, ticket.holderInfo.lastName?.toLocaleUpperCase(locale)]
                      .filter(Boolean)
                      .join(' ')}`
                  : ''}
              </Text>
            </Stack>
            <Text flexShrink={0}>{price(linePrice(ticket, 'seat', discounts))}</Text>
          </HStack>
        ))}
        {group.ancillaryTickets.map((ancillary) => (
          <HStack as="li" key={ancillary.id} justify="space-between" gap="3" data-testid="order-ancillary">
            <Text>{ancillary.ancillaryName}</Text>
            <Text flexShrink={0}>{price(linePrice(ancillary, 'ancillary', discounts))}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
