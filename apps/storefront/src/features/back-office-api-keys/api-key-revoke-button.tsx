'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import { API_KEY_REVOKE } from './api-keys-routes';

/** "Revoke", asked twice: the systems using the key are refused from the next request on. */
export function ApiKeyRevokeButton(props: { id: string; name: string; prefix: string }) {
  const t = useTranslations('boApiKeys');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'API_KEY_NOT_FOUND' | 'failed' | null>(null);
  const confirm = async () => {
    setBusy(true);
    const answer = await callRoute(API_KEY_REVOKE, { id: props.id });
    setBusy(false);
    setOpen(false);
    if ('network' in answer) setFailed('failed');
    else if (!answer.ok)
      setFailed(
        (answer.json as { code?: unknown } | null)?.code === 'API_KEY_NOT_FOUND'
          ? 'API_KEY_NOT_FOUND'
          : 'failed',
      );
    else setFailed(null);
    router.refresh();
  };
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm', palette: 'red' })}
            aria-label={t('revoke.label', { name: props.name })}
          >
            {t('revoke.button')}
          </button>
        }
        title={t('revoke.title')}
        body={t('revoke.body', { name: props.name, prefix: props.prefix })}
        cancelLabel={t('revoke.cancel')}
        confirmLabel={t('revoke.confirm')}
        busy={busy}
        onConfirm={confirm}
      />
      {failed && (
        <Alert status="error" role="alert">
          {t(`errors.${failed}`)}
        </Alert>
      )}
    </>
  );
}
