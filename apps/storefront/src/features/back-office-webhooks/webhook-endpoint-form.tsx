'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import type { WebhookEventType } from '@/gql/graphql';
import { useWebhookErrorText } from './use-webhook-error-text';
import { WebhookSecret } from './webhook-secret';
import { callWebhookRoute } from './webhooks-call';
import { eventTypeName, WEBHOOK_EVENTS } from './webhooks-events';
import { WEBHOOK_CREATE } from './webhooks-routes';
import styles from './webhooks.module.css';

/** Adds an endpoint: its URL, a description, the events it receives; then its secret, once. */
export function WebhookEndpointForm() {
  const t = useTranslations('boWebhooks');
  const router = useRouter();
  const errorText = useWebhookErrorText();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <form
      className={styles.form}
      aria-labelledby="webhook-add-title"
      data-testid="webhook-add"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await callWebhookRoute(WEBHOOK_CREATE, { url, description, events });
        setBusy(false);
        if (!result.ok) {
          setError(errorText(result));
          return;
        }
        setError(null);
        setSecret(result.data.secret);
        setUrl('');
        setDescription('');
        router.refresh();
      }}
    >
      <h2 id="webhook-add-title" className={staff.sectionTitle}>
        {t('add.title')}
      </h2>
      <div className={styles.row}>
        <div className={`${staff.field} ${styles.grow}`}>
          <label htmlFor="webhook-url">{t('add.url')}</label>
          <input
            id="webhook-url"
            type="url"
            inputMode="url"
            className={staff.input}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://crm.example.com/stadio"
            autoComplete="off"
            required
            aria-describedby="webhook-url-hint"
          />
        </div>
        <div className={`${staff.field} ${styles.grow}`}>
          <label htmlFor="webhook-description">{t('add.description')}</label>
          <input
            id="webhook-description"
            className={staff.input}
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <p id="webhook-url-hint" className={staff.hint}>
        {t('add.urlHint')}
      </p>
      <fieldset className={styles.events}>
        <legend>{t('add.events')}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <label key={type} className={styles.event}>
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) =>
                setEvents((chosen) =>
                  event.target.checked ? [...chosen, type] : chosen.filter((value) => value !== type),
                )
              }
            />
            <span>
              {t(`events.${type}`)} <code className={styles.type}>{eventTypeName(type)}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
          {t('add.submit')}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <Alert status="error" role="alert">
            {error}
          </Alert>
        )}
        {secret && <WebhookSecret secret={secret} />}
      </div>
    </form>
  );
}
