'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import { useWebhookErrorText } from './use-webhook-error-text';
import { WebhookSecret } from './webhook-secret';
import { callWebhookRoute } from './webhooks-call';
import { WEBHOOK_ACTION } from './webhooks-routes';
import styles from './webhooks.module.css';

type Action = 'enable' | 'disable' | 'rotate' | 'delete';

/** An endpoint's buttons: enable or disable, a new secret (shown once), delete (asked twice). */
export function WebhookEndpointActions(props: { id: string; url: string; enabled: boolean }) {
  const t = useTranslations('boWebhooks');
  const router = useRouter();
  const errorText = useWebhookErrorText();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const act = async (action: Action) => {
    setBusy(true);
    const result = await callWebhookRoute(WEBHOOK_ACTION, { id: props.id, action });
    setBusy(false);
    setAsking(null);
    if (!result.ok) {
      setError(errorText(result));
      return;
    }
    setError(null);
    setSecret(result.data.secret);
    router.refresh();
  };
  const small = buttonClass({ variant: 'outline', size: 'sm' });
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={small}
          disabled={busy}
          onClick={() => act(props.enabled ? 'disable' : 'enable')}
        >
          {props.enabled ? t('endpoint.disable') : t('endpoint.enable')}
        </button>
        <ConfirmDialog
          open={asking === 'rotate'}
          onOpenChange={(open) => setAsking(open ? 'rotate' : null)}
          trigger={
            <button type="button" className={small}>
              {t('endpoint.rotate')}
            </button>
          }
          title={t('endpoint.rotate')}
          body={t('endpoint.rotateConfirm', { url: props.url })}
          cancelLabel={t('endpoint.cancel')}
          confirmLabel={t('endpoint.rotateYes')}
          busy={busy}
          onConfirm={() => act('rotate')}
        />
        <ConfirmDialog
          open={asking === 'delete'}
          onOpenChange={(open) => setAsking(open ? 'delete' : null)}
          trigger={
            <button type="button" className={buttonClass({ variant: 'outline', size: 'sm', palette: 'red' })}>
              {t('endpoint.delete')}
            </button>
          }
          title={t('endpoint.delete')}
          body={t('endpoint.deleteConfirm', { url: props.url })}
          cancelLabel={t('endpoint.cancel')}
          confirmLabel={t('endpoint.deleteYes')}
          busy={busy}
          onConfirm={() => act('delete')}
        />
      </div>
      <div aria-live="polite">
        {error && (
          <Alert status="error" role="alert">
            {error}
          </Alert>
        )}
        {secret && <WebhookSecret secret={secret} />}
      </div>
    </div>
  );
}
