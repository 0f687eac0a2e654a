'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { useHydrated } from '@/lib/use-hydrated';
import staff from '@/features/staff/staff.module.css';
import { API_KEY_CREATE } from './api-keys-routes';
import styles from './api-keys.module.css';

/**
 * Makes a key with a name, then shows the whole key once, with a copy button, until the member
 * says it is copied: the API keeps only its hash, so it can never be shown again.
 */
export function ApiKeyCreateForm() {
  const t = useTranslations('boApiKeys');
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);

  // The name is read from the form, not from state: typed before the page was interactive, it is
  // in the field but not in React's state, and the request would go without it.
  const submit = async (form: HTMLFormElement) => {
    const name = String(new FormData(form).get('name') ?? '');
    setBusy(true);
    setError(null);
    const answer = await callRoute(API_KEY_CREATE, { name });
    setBusy(false);
    if ('network' in answer || !answer.ok) {
      const code = !('network' in answer) && (answer.json as { code?: unknown } | null)?.code;
      setError(code === 'BAD_USER_INPUT' ? t('errors.BAD_USER_INPUT') : t('errors.failed'));
      return;
    }
    setCreated({ name: answer.data.apiKey.name, secret: answer.data.secret });
    setCopied(false);
    form.reset();
    router.refresh();
  };

  if (created)
    return (
      <section
        className={styles.created}
        aria-labelledby="api-key-created-title"
        data-testid="api-key-created"
      >
        <h2 id="api-key-created-title" className={staff.sectionTitle}>
          {t('created.title', { name: created.name })}
        </h2>
        <Alert status="warning">{t('created.warning')}</Alert>
        <div className={`${staff.field} ${styles.secretField}`}>
          <label htmlFor="api-key-secret">{t('created.label')}</label>
          <div className={styles.secretRow}>
            <input
              id="api-key-secret"
              className={`${staff.input} ${staff.mono} ${styles.secret}`}
              value={created.secret}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="api-key-secret"
            />
            <button
              type="button"
              className={buttonClass({ variant: 'outline' })}
              onClick={async () => {
                await navigator.clipboard?.writeText(created.secret).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? t('created.copied') : t('created.copy')}
            </button>
          </div>
        </div>
        <button type="button" className={buttonClass({ palette: 'brand' })} onClick={() => setCreated(null)}>
          {t('created.done')}
        </button>
      </section>
    );

  return (
    <form
      aria-labelledby="api-key-create-title"
      data-testid="api-key-create"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h2 id="api-key-create-title" className={staff.sectionTitle}>
        {t('create.title')}
      </h2>
      <div className={styles.createRow}>
        <div className={`${staff.field} ${styles.grow}`}>
          <label htmlFor="api-key-name">{t('create.name')}</label>
          <input
            id="api-key-name"
            className={staff.input}
            name="name"
            maxLength={80}
            required
            autoComplete="off"
            aria-describedby="api-key-name-hint"
          />
        </div>
        <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy || !hydrated}>
          {t('create.submit')}
        </button>
      </div>
      <p id="api-key-name-hint" className={staff.hint}>
        {t('create.hint')}
      </p>
      {error && (
        <Alert status="error" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}
