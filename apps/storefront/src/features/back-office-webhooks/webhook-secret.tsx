'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/features/primitives/alert';
import styles from './webhooks.module.css';

/** A secret just made, shown this once with what to do with it. */
export function WebhookSecret(props: { secret: string }) {
  const t = useTranslations('boWebhooks');
  return (
    <Alert status="warning" role="status">
      <p>{t('secret.once')}</p>
      <code className={styles.secret} data-testid="webhook-secret">
        {props.secret}
      </code>
    </Alert>
  );
}
