'use client';

import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMoney } from '@/features/formatting/format-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import { canBuy, type SaleState } from './sale-state';
import { SaleStateBadge } from './sale-state-badge';
import { TeamBadge } from './team-badge';

export interface EventCardData {
  id: string;
  name: string;
  startDatetime: string;
  competitionName: string | null;
  homeTeam: { displayName: string; logoUrl: string | null } | null;
  opponent: { displayName: string; logoUrl: string | null } | null;
  minPrice: number | null;
  saleState: SaleState;
}

/** A match on the home page: teams, date, state of the sale, price from, and the way in. */
export function EventCard({ event }: { event: EventCardData }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const buyable = canBuy(event.saleState);
  return (
    <Card.Root as="article" variant="outline" data-testid="event-card" data-event-id={event.id} h="full">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" color="fg.muted" truncate>
              {event.competitionName ?? t('match')}
            </Text>
            <Text fontWeight="bold" data-testid="event-date">
              {formatEventDate(event.startDatetime, locale, timeZone)}
            </Text>
          </Stack>
          <SaleStateBadge state={event.saleState} />
        </HStack>
        {event.homeTeam && event.opponent ? (
          <Stack gap="2">
            <TeamBadge team={event.homeTeam} />
            <Text fontSize="xs" color="fg.muted" fontWeight="bold" pl="12">
              {t('versus')}
            </Text>
            <TeamBadge team={event.opponent} />
          </Stack>
        ) : (
          <Text as="h3" fontWeight="semibold" fontSize="lg">
            {event.name}
          </Text>
        )}
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
        <Box>
          {event.minPrice !== null && event.saleState.kind !== 'passed' && (
            <Text fontSize="sm" color="fg.muted">
              {t('priceFrom', { price: formatMoney(event.minPrice, locale) })}
            </Text>
          )}
        </Box>
        {buyable || event.saleState.kind === 'earlyBird' ? (
          <Button asChild colorPalette="brand" size="sm">
            <NextLink href={`/event/${event.id}`} aria-label={t('chooseSeatsFor', { event: event.name })}>
              {t('chooseSeats')}
            </NextLink>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled
            aria-label={t('chooseSeatsFor', { event: event.name })}
          >
            {t('chooseSeats')}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
