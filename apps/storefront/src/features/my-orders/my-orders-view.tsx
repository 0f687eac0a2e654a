'use client';

import { Alert, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTenant } from '@/features/tenancy/tenant-context';
import { TICKET_FILTERS, type TicketFilter } from './my-tickets-model';
import { TicketActionsProvider } from './ticket-actions-context';
import { TicketGroupCard } from './ticket-group-card';
import { useMyTickets } from './use-my-tickets';

/**
 * The orders page (docs/product.md#tickets): filter chips, the customer's tickets grouped by order and
 * match, "load more", and honest empty, loading and error states.
 */
export function MyOrdersView() {
  const t = useTranslations('myOrders');
  const tenant = useTenant();
  const [filter, setFilter] = useState<TicketFilter>('UPCOMING');
  return (
    <Stack gap="6" data-testid="my-orders">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
        {tenant.resale.policy !== 'forbidden' && (
          // The text colour, not the club's: red on neva's dark page failed axe color-contrast.
          <Link asChild alignSelf="flex-start" fontWeight="semibold" color="fg" textDecoration="underline">
            <NextLink href="/resale" data-testid="my-orders-resale-link">
              {t('resaleLink')}
            </NextLink>
          </Link>
        )}
      </Stack>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('filters.label')}>
        {TICKET_FILTERS.map((name) => (
          <Button
            key={name}
            size="sm"
            rounded="full"
            variant={filter === name ? 'solid' : 'outline'}
            colorPalette={filter === name ? 'brand' : 'gray'}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            data-testid={`ticket-filter-${name}`}
          >
            {t(`filters.${name}`)}
          </Button>
        ))}
      </HStack>
      <TicketList key={filter} filter={filter} />
    </Stack>
  );
}

/** The groups of one filter with their loading, error, empty and "load more" states. */
function TicketList({ filter }: { filter: TicketFilter }) {
  const t = useTranslations('myOrders');
  const tickets = useMyTickets(filter);
  return (
    <>
      {tickets.status === 'loading' && (
        <Stack gap="4" aria-busy="true" aria-label={t('loading')} data-testid="my-orders-loading">
          <Skeleton height="180px" rounded="lg" />
          <Skeleton height="180px" rounded="lg" />
        </Stack>
      )}
      {tickets.status === 'error' && (
        <Alert.Root status="error" data-testid="my-orders-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('errorLoading')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={tickets.retry}>
            {t('retry')}
          </Button>
        </Alert.Root>
      )}
      {tickets.status === 'ready' && tickets.groups.length === 0 && (
        <Stack align="start" gap="3" borderWidth="1px" rounded="lg" p="6" data-testid="my-orders-empty">
          <Text>{t(`empty.${filter}`)}</Text>
          <Button asChild colorPalette="brand" size="sm">
            <NextLink href="/">{t('browse')}</NextLink>
          </Button>
        </Stack>
      )}
      {tickets.status === 'ready' && (
        <TicketActionsProvider value={{ groups: tickets.groups, reload: tickets.retry }}>
          {tickets.groups.map((group) => (
            <TicketGroupCard key={group.id} group={group} />
          ))}
        </TicketActionsProvider>
      )}
      {tickets.status === 'ready' && tickets.hasMore && (
        <Button
          alignSelf="center"
          variant="outline"
          loading={tickets.loadingMore}
          onClick={tickets.loadMore}
          data-testid="my-orders-load-more"
        >
          {t('loadMore')}
        </Button>
      )}
    </>
  );
}
