'use client';

import { Button } from '@chakra-ui/react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import type { StaffCode } from './staff-error';
import { callStaffRoute } from './staff-request';
import { STAFF_CANCEL_ORDER, STAFF_RESEND_TICKETS } from './staff-routes';
import styles from './staff.module.css';

/**
 * The order view's actions: cancel (asked twice, in an alert dialog) and re-send the tickets.
 * After either, the page is rendered again from the API, so what it shows is what happened.
 */
export function StaffOrderActions(props: {
  orderId: string;
  /** The refund as the dialog words it. */
  amount: string;
  canCancel: boolean;
  canResend: boolean;
}) {
  const t = useTranslations('staff');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'resend' | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const failure = (code: StaffCode | 'NETWORK') => {
    switch (code) {
      case 'ORDER_NOT_CANCELLABLE':
        return t('cancel.notCancellable');
      case 'REFUND_FAILED':
        return t('cancel.refundFailed');
      case 'TICKETS_NOT_YET_AVAILABLE':
        return t('resend.notYet');
      case 'ORDER_NOT_CONFIRMED':
        return t('resend.notConfirmed');
      case 'STAFF_FORBIDDEN':
        return t('errors.forbidden');
      case 'STAFF_ORDER_NOT_FOUND':
        return t('errors.notFound');
      case 'STAFF_SESSION_ENDED':
        return t('errors.sessionEnded');
      default:
        return t('errors.failed');
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    const result = await callStaffRoute(STAFF_CANCEL_ORDER, { orderId: props.orderId });
    setBusy(null);
    setOpen(false);
    setNotice(
      result.ok
        ? { status: 'success', text: t('cancel.done') }
        : { status: 'error', text: failure(result.code) },
    );
    router.refresh();
  };
  const resend = async () => {
    setBusy('resend');
    const result = await callStaffRoute(STAFF_RESEND_TICKETS, { orderId: props.orderId });
    setBusy(null);
    setNotice(
      result.ok
        ? { status: 'success', text: t('resend.done', { email: result.data.customerEmail }) }
        : { status: 'error', text: failure(result.code) },
    );
    router.refresh();
  };

  if (!props.canCancel && !props.canResend && !notice) return null;
  return (
    <div className={styles.actions}>
      <div aria-live="polite" className={styles.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </div>
      <div className={styles.buttons}>
        {props.canResend && (
          <button
            type="button"
            className={buttonClass({ variant: 'outline' })}
            disabled={busy !== null}
            onClick={resend}
          >
            {t('resend.button')}
          </button>
        )}
        {props.canCancel && (
          <ConfirmDialog
            trigger={
              <Button colorPalette="red" disabled={busy !== null}>
                {t('cancel.button')}
              </Button>
            }
            open={open}
            onOpenChange={setOpen}
            title={t('cancel.title', { orderId: props.orderId })}
            body={t('cancel.body', { amount: props.amount })}
            cancelLabel={t('cancel.keep')}
            confirmLabel={t('cancel.confirm')}
            busy={busy === 'cancel'}
            onConfirm={cancel}
          />
        )}
      </div>
    </div>
  );
}
