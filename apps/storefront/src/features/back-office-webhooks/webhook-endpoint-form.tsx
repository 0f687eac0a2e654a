'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { useHydrated } from '@/lib/use-hydrated';
import staff from '@/features/staff/staff.module.css';
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
  const hydrated = useHydrated();
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
        // Read from the form, not from state: what was typed before the page was interactive is
        // in the fields only.
        const form = event.currentTarget;
        const data = new FormData(form);
        const url = String(data.get('url') ?? '');
        const description = String(data.get('description') ?? '');
        const events = WEBHOOK_EVENTS.filter((type) => data.getAll('events').includes(type));
        setBusy(true);
        const result = await callWebhookRoute(WEBHOOK_CREATE, { url, description, events });
        setBusy(false);
        if (!result.ok) {
          setError(errorText(result));
          return;
        }
        setError(null);
        setSecret(result.data.secret);
        form.reset();
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
            name="url"
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
            name="description"
            maxLength={200}
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
            <input type="checkbox" name="events" value={type} defaultChecked />
            <span>
              {t(`events.${type}`)} <code className={styles.type}>{eventTypeName(type)}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy || !hydrated}>
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
