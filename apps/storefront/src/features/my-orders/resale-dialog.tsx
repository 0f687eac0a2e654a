'use client';

import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/features/account/form-alert';
import { currencySign } from '@/features/formatting/format-money';
import { useMoney } from '@/features/formatting/use-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import { ActionDialog, DialogDismiss } from './action-dialog';
import type { MyTicket } from './my-tickets-model';
import { parsePrice, priceIssue } from './price-input';
import { seatLine } from './seat-line';
import { LIST_FOR_RESALE, WITHDRAW_LISTINGS } from './my-orders-routes';
import { sendTicketAction } from './send-ticket-action';
import { orderTickets, useTicketActions } from './ticket-actions-context';
import { useTicketActionMessages } from './use-ticket-action-messages';

/**
 * "Resell" on a ticket (docs/adr/0021): an asking price within the club's bounds for the ticket
 * (for every ticket of the order when the club resells whole orders only), then a confirmation
 * step; the tickets go on sale only then.
 */
export function ResaleDialog({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders.resale');
  const tOrders = useTranslations('myOrders');
  const tenant = useTenant();
  const messages = useTicketActionMessages();
  const { groups, reload } = useTicketActions();
  const wholeOrder = tenant.resale.policy === 'whole_order_only';
  const tickets = wholeOrder ? orderTickets(groups, ticket).filter((other) => other.isResalable) : [ticket];
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ text: string; bankDetails: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const money = useMoney();
  const cents = (id: string) => parsePrice(prices[id] ?? '');
  const total = tickets.reduce((sum, item) => sum + (cents(item.id) ?? 0), 0);

  const bounds = (item: MyTicket) =>
    item.resaleMaxPrice != null
      ? t('bounds', { min: money(item.resaleMinPrice ?? 0), max: money(item.resaleMaxPrice) })
      : t('boundsMin', { min: money(item.resaleMinPrice ?? 0) });

  const toConfirm = () => {
    const found: Record<string, string> = {};
    for (const item of tickets) {
      const issue = priceIssue(cents(item.id), { min: item.resaleMinPrice, max: item.resaleMaxPrice });
      if (issue === 'missing') found[item.id] = t('specifyPrice');
      if (issue === 'tooLow') found[item.id] = t('tooLow', { min: money(item.resaleMinPrice ?? 0) });
      if (issue === 'tooHigh') found[item.id] = t('tooHigh', { max: money(item.resaleMaxPrice ?? 0) });
    }
    setIssues(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const confirm = async () => {
    setBusy(true);
    const result = await sendTicketAction(LIST_FOR_RESALE, {
      listings: tickets.map((item) => ({ ticketId: item.id, price: cents(item.id) ?? 0 })),
    });
    setBusy(false);
    if (!result.ok) {
      setStep('form');
      return setError({
        text: messages.failure(result.error),
        bankDetails: result.error.code === 'BANK_DETAILS_REQUIRED',
      });
    }
    setOpen(false);
    reload();
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setStep('form');
          setError(null);
          setIssues({});
        }
      }}
      title={step === 'form' ? t('title') : t('confirmTitle')}
      testId="resale-dialog"
      trigger={
        <Button size="sm" variant="outline" data-testid="ticket-resell">
          {t('button')}
        </Button>
      }
      footer={
        step === 'form' ? (
          <>
            <DialogDismiss>{t('cancel')}</DialogDismiss>
            <Button colorPalette="brand" onClick={toConfirm} data-testid="resale-continue">
              {t('continue')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('form')} disabled={busy}>
              {t('back')}
            </Button>
            <Button
              colorPalette="brand"
              loading={busy}
              onClick={() => void confirm()}
              data-testid="resale-confirm"
            >
              {t('confirm', { count: tickets.length })}
            </Button>
          </>
        )
      }
    >
      {step === 'form' ? (
        <Stack gap="4">
          <Text>{t('intro')}</Text>
          {wholeOrder && tickets.length > 1 && <Text fontSize="sm">{t('wholeOrder')}</Text>}
          {error && (
            <FormAlert status="error" testId="resale-error">
              {error.text}{' '}
              {error.bankDetails && (
                <Link asChild fontWeight="semibold" textDecoration="underline">
                  <NextLink href="/resale">{t('bankDetailsLink')}</NextLink>
                </Link>
              )}
            </FormAlert>
          )}
          {tickets.map((item) => (
            <Field.Root key={item.id} invalid={!!issues[item.id]} required>
              <Field.Label>
                {t('price', { seat: seatLine(item, tOrders), currency: currencySign(tenant.currency) })}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={prices[item.id] ?? ''}
                onChange={(event) => setPrices((current) => ({ ...current, [item.id]: event.target.value }))}
                data-testid="resale-price"
              />
              <Field.HelperText>
                {bounds(item)} · {t('paid', { price: money(item.grossAmount + item.discountAmount) })}
              </Field.HelperText>
              {issues[item.id] && <Field.ErrorText>{issues[item.id]}</Field.ErrorText>}
            </Field.Root>
          ))}
        </Stack>
      ) : (
        <Stack gap="3">
          <Text data-testid="resale-summary">
            {t('confirmBody', { count: tickets.length, event: ticket.eventInfo.name, total: money(total) })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('confirmNote')}
          </Text>
        </Stack>
      )}
    </ActionDialog>
  );
}

/** "Withdraw from resale" on a ticket on sale: asked twice, refused while a buyer is paying. */
export function WithdrawButton({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders.withdraw');
  const messages = useTicketActionMessages();
  const { reload } = useTicketActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    const result = await sendTicketAction(WITHDRAW_LISTINGS, { ticketIds: [ticket.id] });
    setBusy(false);
    if (!result.ok) return setError(messages.failure(result.error));
    setOpen(false);
    reload();
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title={t('title')}
      testId="withdraw-dialog"
      trigger={
        <Button size="sm" variant="outline" data-testid="ticket-withdraw">
          {t('button')}
        </Button>
      }
      footer={
        <>
          <DialogDismiss>{t('keep')}</DialogDismiss>
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() => void withdraw()}
            data-testid="withdraw-confirm"
          >
            {t('confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {error && (
          <FormAlert status="error" testId="withdraw-error">
            {error}
          </FormAlert>
        )}
        <Text>{t('body')}</Text>
      </Stack>
    </ActionDialog>
  );
}
