'use client';

import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { SaleStateBadge } from '@/features/catalogue/sale-state-badge';
import type { SaleState } from '@/features/catalogue/sale-state';
import { TeamBadge } from '@/features/catalogue/team-badge';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';

type Team = { displayName: string; logoUrl: string | null };

export interface EventHeaderProps {
  name: string;
  startDatetime: string | null;
  competitionName: string | null;
  venueName: string | null;
  homeTeam: Team | null;
  opponent: Team | null;
  saleState: SaleState;
}

/** The top of an event or pack page: teams (or name), date, competition, venue and sale state. */
export function EventHeader({
  name,
  startDatetime,
  competitionName,
  venueName,
  homeTeam,
  opponent,
  saleState,
}: EventHeaderProps) {
  const t = useTranslations('catalogue');
  const ts = useTranslations('selection');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return (
    <Stack gap="3" as="header" data-testid="event-header">
      <HStack gap="3" flexWrap="wrap">
        {competitionName && (
          <Text fontSize="sm" color="fg.muted">
            {competitionName}
          </Text>
        )}
        <SaleStateBadge state={saleState} />
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {homeTeam && opponent ? (
          <HStack as="span" gap={{ base: '2', md: '4' }} flexWrap="wrap">
            <TeamBadge team={homeTeam} />
            <Box as="span" fontSize="md" color="fg.muted" aria-hidden="true">
              {t('versus')}
            </Box>
            <Text as="span" srOnly>
              {` ${t('versus')} `}
            </Text>
            <TeamBadge team={opponent} />
          </HStack>
        ) : (
          name
        )}
      </Heading>
      <HStack gap="4" flexWrap="wrap" color="fg.muted" fontSize="sm">
        {startDatetime && (
          <Text fontWeight="semibold" color="fg" data-testid="event-date">
            {formatEventDate(startDatetime, locale, timeZone)}
          </Text>
        )}
        {venueName && (
          <HStack as="span" gap="1">
            <MapPin aria-hidden="true" size={16} />
            <Text as="span">
              <Text as="span" srOnly>{`${ts('venue')}: `}</Text>
              {venueName}
            </Text>
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}
