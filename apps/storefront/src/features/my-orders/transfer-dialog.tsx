'use client';

import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { emailSchema } from '@stadio/customers';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/features/account/form-alert';
import { ActionDialog, DialogDismiss } from './action-dialog';
import type { MyTicket } from './my-tickets-model';
import { CANCEL_TRANSFER, TRANSFER } from './my-orders-routes';
import { sendTicketAction } from './send-ticket-action';
import { orderTickets, useTicketActions } from './ticket-actions-context';
import { seatLine } from './seat-line';
import { useTicketActionMessages } from './use-ticket-action-messages';

/**
 * "Transfer" on a ticket (docs/product.md#transfer): the fan picks
 * tickets of this order and match, types the recipient's e-mail (an account at this club), then
 * confirms on a second step; nothing moves before that.
 */
export function TransferDialog({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders.transfer');
  const tOrders = useTranslations('myOrders');
  const messages = useTicketActionMessages();
  const { groups, reload } = useTicketActions();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [selected, setSelected] = useState<string[]>([ticket.id]);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = orderTickets(groups, ticket).filter(
    (other) => other.isTransferable && other.eventInfo.id === ticket.eventInfo.id,
  );

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setStep('form');
      setSelected([ticket.id]);
      setError(null);
      setEmailError(null);
    }
  };

  const toConfirm = () => {
    const checked = emailSchema.safeParse(email);
    if (!checked.success) return setEmailError(t('emailInvalid'));
    if (selected.length === 0) return setError(t('pickOne'));
    setEmail(checked.data);
    setEmailError(null);
    setError(null);
    setStep('confirm');
  };

  const confirm = async () => {
    setBusy(true);
    const result = await sendTicketAction(TRANSFER, { ticketIds: selected, email });
    setBusy(false);
    if (!result.ok) {
      setStep('form');
      return setError(messages.failure(result.error));
    }
    setOpen(false);
    reload();
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={reset}
      title={step === 'form' ? t('title') : t('confirmTitle')}
      testId="transfer-dialog"
      trigger={
        <Button size="sm" variant="outline" data-testid="ticket-transfer">
          {t('button')}
        </Button>
      }
      footer={
        step === 'form' ? (
          <>
            <DialogDismiss>{t('cancel')}</DialogDismiss>
            <Button colorPalette="brand" onClick={toConfirm} data-testid="transfer-continue">
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
              data-testid="transfer-confirm"
            >
              {t('confirm', { count: selected.length })}
            </Button>
          </>
        )
      }
    >
      {step === 'form' ? (
        <Stack gap="4">
          <Text>{t('intro')}</Text>
          {error && (
            <FormAlert status="error" testId="transfer-error">
              {error}
            </FormAlert>
          )}
          {candidates.length > 1 && (
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="semibold" mb="1">
                {t('tickets')}
              </Text>
              {candidates.map((candidate) => (
                <Checkbox.Root
                  key={candidate.id}
                  checked={selected.includes(candidate.id)}
                  onCheckedChange={(event) =>
                    setSelected((current) =>
                      event.checked
                        ? [...current, candidate.id]
                        : current.filter((id) => id !== candidate.id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">{seatLine(candidate, tOrders)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
          {candidates.length <= 1 && <Text fontWeight="semibold">{seatLine(ticket, tOrders)}</Text>}
          <Field.Root invalid={!!emailError} required>
            <Field.Label>
              {t('email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="transfer-email"
            />
            <Field.HelperText>{t('emailHelp')}</Field.HelperText>
            {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text data-testid="transfer-summary">
            {t('confirmBody', { count: selected.length, event: ticket.eventInfo.name, email })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('confirmNote')}
          </Text>
        </Stack>
      )}
    </ActionDialog>
  );
}

/** "Cancel the transfer" on a ticket handed to someone: asked twice, then the ticket comes back. */
export function CancelTransferButton({ ticket }: { ticket: MyTicket }) {
  const t = useTranslations('myOrders.cancelTransfer');
  const messages = useTicketActionMessages();
  const { reload } = useTicketActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    const result = await sendTicketAction(CANCEL_TRANSFER, { ticketId: ticket.id });
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
      testId="cancel-transfer-dialog"
      trigger={
        <Button size="sm" variant="outline" colorPalette="red" data-testid="ticket-cancel-transfer">
          {t('button')}
        </Button>
      }
      footer={
        <>
          <DialogDismiss>{t('keep')}</DialogDismiss>
          <Button
            colorPalette="red"
            loading={busy}
            onClick={() => void cancel()}
            data-testid="cancel-transfer-confirm"
          >
            {t('confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {error && (
          <FormAlert status="error" testId="cancel-transfer-error">
            {error}
          </FormAlert>
        )}
        <Text>{t('body', { email: ticket.transfer?.email ?? '' })}</Text>
      </Stack>
    </ActionDialog>
  );
}
