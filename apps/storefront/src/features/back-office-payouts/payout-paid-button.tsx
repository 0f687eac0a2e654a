'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import { PAYOUT_PAID } from './payouts-routes';

/**
 * "Mark as paid" once the bank has executed a file, asked twice: each payout of the batch becomes
 * paid and each seller is e-mailed (the API does it once however often it is asked).
 */
export function PayoutPaidButton(props: { batchId: string; reference: string; count: number }) {
  const t = useTranslations('boPayouts');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const answer = await callRoute(PAYOUT_PAID, { batchId: props.batchId });
    setBusy(false);
    setOpen(false);
    setFailed(!(!('network' in answer) && answer.ok));
    router.refresh();
  };
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={buttonClass({ variant: 'outline', size: 'sm', palette: 'green' })}>
            {t('batches.markPaid')}
          </button>
        }
        title={t('batches.markPaid')}
        body={t('batches.confirm', { reference: props.reference, count: props.count })}
        cancelLabel={t('batches.cancel')}
        confirmLabel={t('batches.confirmYes')}
        busy={busy}
        onConfirm={confirm}
      />
      {failed && (
        <Alert status="error" role="alert">
          {t('errors.failed')}
        </Alert>
      )}
    </>
  );
}
