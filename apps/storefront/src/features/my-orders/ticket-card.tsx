'use client';

import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import { GOOGLE_WALLET } from './my-orders-routes';
import type { MyTicket } from './my-tickets-model';
import { ResaleDialog, WithdrawButton } from './resale-dialog';
import { seatLine } from './seat-line';
import { CancelTransferButton, TransferDialog } from './transfer-dialog';
import { useTicketActionMessages } from './use-ticket-action-messages';

/**
 * One ticket: seat, holder, category and price, its state (resale, transfer, past), and what the
 * fan can do with it: PDF, Apple Wallet, Google Wallet, calendar; transfer, resell, withdraw, take
 * back (docs/adr/0021). Closed downloads say when they open.
 */
export function TicketCard({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders');
  const locale = useLocale();
  const money = useMoney();
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
  // Handed to someone or resold: the fan sees it, but it is no longer theirs to use.
  const gone = ticket.resaleState === 'RESOLD' || ticket.transfer?.direction === 'OUTGOING';

  const addToGoogleWallet = async () => {
    setWalletBusy(true);
    setWalletError(false);
    try {
      const answer = await callRoute(GOOGLE_WALLET, { ticketIds: [ticket.id] });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      window.open(answer.data.saveUrl, '_blank', 'noopener');
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
              {money(ticket.grossAmount + ticket.discountAmount)}
            </Text>
            <Text fontSize="sm" data-testid="my-ticket-holder">
              {t('holder')}: {holder || t('noHolder')}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap" data-testid="my-ticket-state">
            {ticket.resaleState === 'ON_SALE' && <Badge colorPalette="orange">{t('onSale')}</Badge>}
            {ticket.resaleState === 'PENDING' && <Badge colorPalette="orange">{t('pending')}</Badge>}
            {ticket.resaleState === 'RESOLD' && <Badge colorPalette="gray">{t('resold')}</Badge>}
            {ticket.transfer?.direction === 'OUTGOING' && (
              <Badge colorPalette="blue">{t('transferred')}</Badge>
            )}
            {ticket.transfer?.direction === 'INCOMING' && <Badge colorPalette="green">{t('received')}</Badge>}
            {ticket.isPast && <Badge>{t('past')}</Badge>}
          </HStack>
        </HStack>
        <TicketStatusLine ticket={ticket} />
        {!gone && (
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
        )}
        <TicketActionButtons ticket={ticket} />
        {closed && !gone && opensAt && (
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

/** Where the ticket stands: who has it now, its asking price, what the club owes for it. */
function TicketStatusLine({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders');
  const money = useMoney();
  const lines: string[] = [];
  const who = ticket.transfer?.name ?? ticket.transfer?.email ?? '';
  if (ticket.transfer?.direction === 'OUTGOING') lines.push(t('transferredTo', { name: who }));
  if (ticket.transfer?.direction === 'INCOMING') lines.push(t('receivedFrom', { name: who }));
  if ((ticket.resaleState === 'ON_SALE' || ticket.resaleState === 'PENDING') && ticket.resalePrice != null)
    lines.push(t('askingPrice', { price: money(ticket.resalePrice) }));
  if (ticket.resaleState === 'RESOLD' && ticket.payoutAmount != null)
    lines.push(
      ticket.payoutStatus === 'PAID'
        ? t('payoutPaid', { amount: money(ticket.payoutAmount) })
        : t('payoutDue', { amount: money(ticket.payoutAmount) }),
    );
  if (lines.length === 0) return null;
  return (
    <Stack gap="0.5" data-testid="my-ticket-status">
      {lines.map((line) => (
        <Text key={line} fontSize="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Transfer, resell, withdraw or take back: what the fan may do with the ticket now, with why not. */
function TicketActionButtons({ ticket }: { ticket: MyTicket }) {
  const tenant = useTenant();
  const messages = useTicketActionMessages();
  const onSale = ticket.resaleState === 'ON_SALE';
  const resaleOpen = tenant.resale.policy !== 'forbidden';
  // Shown only where the fan might expect to resell: an upcoming ticket they have and could list later.
  const hint =
    resaleOpen &&
    !ticket.isResalable &&
    !ticket.isPast &&
    ticket.resaleState === 'NOT_ON_RESALE' &&
    !ticket.transfer
      ? messages.refusal(ticket.resaleRefusal)
      : null;
  const cancellable = ticket.transfer?.direction === 'OUTGOING' && ticket.transfer.isCancellable;
  if (!ticket.isTransferable && !ticket.isResalable && !onSale && !cancellable && !hint) return null;
  return (
    <Stack gap="1.5">
      <HStack gap="2" flexWrap="wrap">
        {ticket.isTransferable && <TransferDialog ticket={ticket} />}
        {ticket.isResalable && <ResaleDialog ticket={ticket} />}
        {onSale && <WithdrawButton ticket={ticket} />}
        {cancellable && <CancelTransferButton ticket={ticket} />}
      </HStack>
      {hint && (
        <Text fontSize="sm" color="fg.muted" data-testid="my-ticket-resale-hint">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
