'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { useWebhookErrorText } from './use-webhook-error-text';
import { callWebhookRoute } from './webhooks-call';
import { WEBHOOK_RESEND } from './webhooks-routes';
import styles from './webhooks.module.css';

/** Sends a delivery's event again (same webhook-id); the log then shows the new delivery. */
export function WebhookResendButton(props: { deliveryId: string; label: string }) {
  const t = useTranslations('boWebhooks');
  const router = useRouter();
  const errorText = useWebhookErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={busy}
        aria-label={props.label}
        onClick={async () => {
          setBusy(true);
          const result = await callWebhookRoute(WEBHOOK_RESEND, { deliveryId: props.deliveryId });
          setBusy(false);
          setError(result.ok ? null : errorText(result));
          if (result.ok) router.refresh();
        }}
      >
        {t('log.resend')}
      </button>
      {error && (
        <span role="alert" className={styles.inlineError}>
          {error}
        </span>
      )}
    </>
  );
}
