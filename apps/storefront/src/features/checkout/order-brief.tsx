'use client';

import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import { groupTitle, groupTotal, isAncillaryOnly, productCounts } from '@/features/orders/order-groups';
import type { Order, TicketGroup } from '@/features/orders/order-model';
import { useTenant } from '@/features/tenancy/tenant-context';

/** When a group's event starts, or how many matches a pack covers. */
function GroupWhen({ group }: { group: TicketGroup }) {
  const t = useTranslations('checkout.order');
  const locale = useLocale();
  const { timeZone } = useTenant();
  if (group.packInfo) {
    const events = new Set(group.seatTickets.map((ticket) => ticket.eventInfo.id)).size;
    return <Text>{t('packMatches', { count: events })}</Text>;
  }
  const start = group.eventInfo?.startDatetime ?? group.seatTickets[0]?.eventInfo.startDatetime;
  return start ? <Text>{formatEventDate(start, locale, timeZone)}</Text> : null;
}

/**
 * The order in brief beside a checkout step: each group with its date, counts per product and
 * price. The options step leaves out the extras, which it is choosing.
 */
export function OrderBrief({ order, withExtras = true }: { order: Order; withExtras?: boolean }) {
  const t = useTranslations('checkout.order');
  const money = useMoney();
  const groups = order.ticketGroups.filter((group) => withExtras || !isAncillaryOnly(group));
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="4" as="section" aria-labelledby="order-brief-title">
      <Heading as="h2" size="md" id="order-brief-title">
        {t('title')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {groups.map((group) => {
          const total = groupTotal(group);
          return (
            <HStack
              as="li"
              key={group.id}
              justify="space-between"
              align="start"
              gap="3"
              pt="3"
              borderTopWidth="1px"
              _first={{ pt: 0, borderTopWidth: 0 }}
              data-testid="order-brief-group"
            >
              <Stack gap="0.5" minW="0" fontSize="sm">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" fontSize="md">
                    {groupTitle(group) ?? t('extras')}
                  </Text>
                  {group.packInfo && (
                    <Badge size="sm">{t(group.packInfo.type === 'SEASON' ? 'season' : 'pack')}</Badge>
                  )}
                </HStack>
                <Stack color="fg.muted" gap="0">
                  <GroupWhen group={group} />
                  {productCounts(group).map(({ name, count }) => (
                    <Text key={name}>{t('productCount', { count, name })}</Text>
                  ))}
                </Stack>
              </Stack>
              <Text fontWeight="semibold" flexShrink={0}>
                {total === 0 ? t('free') : money(total)}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
