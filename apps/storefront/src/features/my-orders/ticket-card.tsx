'use client';

import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMoney } from '@/features/formatting/format-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import type { MyTicket } from './my-tickets-model';

/** Where a ticket sits: "North · Block N12 · Row C · Seat 14" or "… · Open seating". */
function seatLine(ticket: MyTicket, t: ReturnType<typeof useTranslations<'myOrders'>>): string {
  const { standName: stand, blockName: block, rowName, seatNumber, isOpenSeating } = ticket.seatInfo;
  return isOpenSeating || !rowName || !seatNumber
    ? t('standingLine', { stand, block })
    : t('seatLine', { stand, block, row: rowName, seat: seatNumber });
}

/**
 * One ticket: seat, holder, category and price, its state (resale, past), and what the fan can do
 * with it: PDF, Apple Wallet, Google Wallet, calendar. Closed downloads say when they open.
 */
export function TicketCard({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders');
  const locale = useLocale();
  const tenant = useTenant();
  const [walletError, setWalletError] = useState(false);
  const [walletBusy, setWalletBusy] = useState(false);
  const holder = ticket.holderInfo
    ? [ticket.holderInfo.firstName, ticket.holderInfo.lastName?.toUpperCase()].filter(Boolean).join(' ')
    : '';
  const opensAt = ticket.downloadOpensAt
    ? formatEventDate(ticket.downloadOpensAt, locale, tenant.timeZone).split(' ')[0]
    : null;
  const closed = !ticket.isDownloadable;

  const addToGoogleWallet = async () => {
    setWalletBusy(true);
    setWalletError(false);
    try {
      const response = await fetch('/api/google-wallet', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticketIds: [ticket.id] }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { saveUrl } = (await response.json()) as { saveUrl: string };
      window.open(saveUrl, '_blank', 'noopener');
    } catch {
      setWalletError(true);
    } finally {
      setWalletBusy(false);
    }
  };

  const fileButton = (href: string, label: string, testId: string) =>
    closed ? (
      <Button size="sm" variant="outline" disabled data-testid={testId}>
        {label}
      </Button>
    ) : (
      <Button asChild size="sm" variant="outline" data-testid={testId}>
        <a href={href} download>
          {label}
        </a>
      </Button>
    );

  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="4"
      bg="bg.subtle"
      data-testid="my-ticket"
      data-ticket-id={ticket.id}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold" data-testid="my-ticket-seat">
              {seatLine(ticket, t)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {ticket.seatInfo.categoryName} · {ticket.productName} ·{' '}
              {formatMoney(ticket.grossAmount + ticket.discountAmount, locale)}
            </Text>
            <Text fontSize="sm" data-testid="my-ticket-holder">
              {t('holder')}: {holder || t('noHolder')}
            </Text>
          </Stack>
          <HStack gap="2">
            {ticket.resaleState === 'ON_SALE' && <Badge colorPalette="orange">{t('onSale')}</Badge>}
            {ticket.resaleState === 'RESOLD' && <Badge colorPalette="gray">{t('resold')}</Badge>}
            {ticket.isPast && <Badge>{t('past')}</Badge>}
          </HStack>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {fileButton(`/api/tickets/${ticket.id}/pdf`, t('pdf'), 'ticket-pdf')}
          {fileButton(`/api/tickets/${ticket.id}/pkpass`, t('appleWallet'), 'ticket-apple-wallet')}
          <Button
            size="sm"
            variant="outline"
            disabled={closed}
            loading={walletBusy}
            onClick={addToGoogleWallet}
            data-testid="ticket-google-wallet"
          >
            {t('googleWallet')}
          </Button>
          <Button asChild size="sm" variant="ghost" data-testid="ticket-calendar">
            <a href={`/api/tickets/${ticket.id}/ics`} download>
              {t('calendar')}
            </a>
          </Button>
        </HStack>
        {closed && opensAt && (
          <Text fontSize="sm" color="fg.muted" data-testid="ticket-available-from">
            {t('availableFrom', { date: opensAt })}
          </Text>
        )}
        {walletError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t('walletFailed')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
