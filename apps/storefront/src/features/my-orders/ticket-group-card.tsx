'use client';

import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useTenant } from '@/features/tenancy/tenant-context';
import { SEND_TICKETS } from './my-orders-routes';
import type { MyTicketGroup } from './my-tickets-model';
import { TicketCard } from './ticket-card';

function groupTitle(group: MyTicketGroup): string {
  if (group.packInfo) return group.packInfo.name;
  const event = group.eventInfo;
  if (!event) return '';
  return event.homeTeam && event.opponent
    ? `${event.homeTeam.displayName} – ${event.opponent.displayName}`
    : event.name;
}

/** The tickets of one order for one match (or pack), with the order's invoice, PDF and e-mail. */
export function TicketGroupCard({ group }: { group: MyTicketGroup }) {
  const t = useTranslations('myOrders');
  const locale = useLocale();
  const tenant = useTenant();
  const [mail, setMail] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const start = group.eventInfo?.startDatetime ?? group.tickets[0]?.eventInfo.startDatetime;
  const allDownloadable = group.tickets.every((ticket) => ticket.isDownloadable);
  // Why "e-mail me these tickets" is disabled: the day the last of them opens (ISO dates sort as
  // text), or, when none is still to open, that some were resold or transferred.
  const [shownAt] = useState(() => Date.now());
  const opensAt = group.tickets
    .map((ticket) => (ticket.isDownloadable ? null : ticket.downloadOpensAt))
    .filter((date): date is string => typeof date === 'string' && Date.parse(date) > shownAt)
    .sort()
    .at(-1);
  const reasonId = useId();

  const sendByEmail = async () => {
    setMail('sending');
    const answer = await callRoute(SEND_TICKETS, {
      orderId: group.orderId,
      ticketIds: group.tickets.map((ticket) => ticket.id),
    });
    setMail(answer.ok ? 'sent' : 'failed');
  };

  return (
    <Box
      as="section"
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      data-testid="ticket-group"
      data-order-id={group.orderId}
    >
      <Box bg="brand.solid" color="brand.contrast" px={{ base: '4', md: '5' }} py="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <HStack gap="2">
              <Heading as="h2" size="lg">
                {groupTitle(group)}
              </Heading>
              {group.packInfo && <Badge>{t(group.packInfo.type === 'SEASON' ? 'season' : 'pack')}</Badge>}
            </HStack>
            {start && <Text fontWeight="medium">{formatEventDate(start, locale, tenant.timeZone)}</Text>}
          </Stack>
          <Text fontSize="sm">{t('ticketCount', { count: group.tickets.length })}</Text>
        </HStack>
      </Box>
      <Stack gap="3" p={{ base: '4', md: '5' }}>
        {group.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="3"
          borderTopWidth="1px"
          pt="3"
        >
          <Text fontSize="sm" color="fg.muted">
            {t('order', { orderId: group.orderId })}
            {group.saleDatetime &&
              ` · ${t('boughtOn', { date: formatEventDate(group.saleDatetime, locale, tenant.timeZone).split(' ')[0] ?? '' })}`}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {/* The invoice is the buyer's: a ticket received by transfer offers its own files only. */}
            {group.isBuyer ? (
              <Button asChild size="sm" variant="outline" data-testid="order-invoice">
                <a href={`/api/proxy/download-bill/${group.orderId}`} download>
                  {t('invoice')}
                </a>
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted" data-testid="order-invoice-buyer">
                {t('invoiceIsBuyers')}
              </Text>
            )}
            {allDownloadable && (
              <Button asChild size="sm" variant="outline" data-testid="order-tickets-pdf">
                <a href={`/api/tickets/orders/${group.orderId}/pdf`} download>
                  {t('allTickets')}
                </a>
              </Button>
            )}
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!allDownloadable || mail === 'sent'}
              loading={mail === 'sending'}
              onClick={sendByEmail}
              aria-describedby={!allDownloadable ? reasonId : undefined}
              data-testid="order-email"
            >
              {t('email')}
            </Button>
          </HStack>
        </Stack>
        {!allDownloadable && (
          <Text fontSize="sm" color="fg.muted" id={reasonId} data-testid="order-email-reason">
            {opensAt
              ? t('emailFrom', {
                  date: formatEventDate(opensAt, locale, tenant.timeZone).split(' ')[0] ?? '',
                })
              : t('emailClosed')}
          </Text>
        )}
        {mail === 'sent' && (
          <Text fontSize="sm" color="fg.success" role="status" data-testid="order-email-sent">
            {t('emailSent')}
          </Text>
        )}
        {mail === 'failed' && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t('emailFailed')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
