'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import styles from '@/features/staff/staff.module.css';
import type { CounterCode } from './counter-errors';
import { callCounterRoute } from './counter-request';
import { REFUND_REASONS } from './refund-reasons';
import { COUNTER_REFUND } from './counter-routes';

type Reason = (typeof REFUND_REASONS)[number];

/**
 * "Refund" on one ticket of the order view (TICKET_REFUND): a reason the fan reads (a choice, and
 * the ticket manager's words), then the refund. The button is off while it runs, and the API
 * refunds a ticket once however often it is asked; the page is then rendered again from the API.
 */
export function RefundTicketAction(props: {
  orderId: string;
  ticketId: string;
  seat: string;
  amount: string;
}) {
  const t = useTranslations('boCounter');
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('FAN_REQUEST');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failure = (code: CounterCode | 'NETWORK') => {
    switch (code) {
      case 'COUNTER_REFUND_FAILED':
        return t('refund.failed');
      case 'COUNTER_TICKET_NOT_REFUNDABLE':
        return t('refund.notRefundable');
      case 'STAFF_FORBIDDEN':
        return t('forbidden');
      case 'STAFF_SESSION_ENDED':
        return t('errors.sessionEnded');
      case 'BAD_USER_INPUT':
        return t('refund.noteNeeded');
      default:
        return t('errors.failed');
    }
  };

  const refund = async () => {
    if (reason === 'OTHER' && !note.trim()) return setError(t('refund.noteNeeded'));
    setBusy(true);
    setError(null);
    const result = await callCounterRoute(COUNTER_REFUND, {
      orderId: props.orderId,
      ticketId: props.ticketId,
      reason,
      note: note.trim() || null,
    });
    setBusy(false);
    if (!result.ok) return setError(failure(result.code));
    setOpen(false);
    router.refresh();
  };

  if (!open)
    return (
      <button
        type="button"
        className={buttonClass({ size: 'xs', variant: 'outline', palette: 'red' })}
        onClick={() => setOpen(true)}
        aria-label={t('refund.buttonFor', { seat: props.seat })}
      >
        {t('refund.button')}
      </button>
    );
  return (
    <div className={styles.form} data-testid="refund-form">
      <p className={styles.hint}>{t('refund.intro', { amount: props.amount, seat: props.seat })}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t('refund.reason')}</label>
        <NativeSelect
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as Reason)}
        >
          {REFUND_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reasons.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`}>{t('refund.note')}</label>
        <input
          id={`${id}-note`}
          className={styles.input}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('refund.noteHint')}
        </p>
      </div>
      {error && (
        <Alert status="error" role="alert" size="sm">
          {error}
        </Alert>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClass({ size: 'sm', palette: 'red' })}
          disabled={busy}
          onClick={refund}
        >
          {busy ? t('refund.running') : t('refund.confirm')}
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'sm', variant: 'ghost' })}
          disabled={busy}
          onClick={() => setOpen(false)}
        >
          {t('refund.keep')}
        </button>
      </div>
    </div>
  );
}
