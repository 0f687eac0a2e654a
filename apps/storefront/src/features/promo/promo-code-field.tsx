'use client';

import { Tag, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import { retryWait } from '@/features/formatting/retry-wait';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import fields from '@/features/primitives/field.module.css';
import spinners from '@/features/primitives/spinner.module.css';
import styles from './promo-code-field.module.css';
import type { PromoState } from './promo-state';

/**
 * The summary's promo code field: type a code and apply it; each accepted code shows with its
 * label, its amount and a remove button; a refusal says why, in the fan's language.
 */
export function PromoCodeField({
  state,
  pending,
  onApply,
  onRemove,
}: {
  state: PromoState;
  pending: boolean;
  onApply: (name: string) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}) {
  const t = useTranslations('promo');
  const money = useMoney();
  const [typed, setTyped] = useState('');
  const errorId = useId();
  const inputId = useId();
  const { error, codes, evaluation } = state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || typed.trim() === '') return;
    await onApply(typed);
    setTyped('');
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="promo-code-field">
      <div className={fields.root}>
        <label className={fields.label} htmlFor={inputId}>
          {t('fieldLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            name="promoCode"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="promo-code-input"
          />
          <button
            type="submit"
            className={buttonClass({ variant: 'outline' })}
            disabled={pending}
            data-loading={pending || undefined}
          >
            {pending ? (
              <>
                <span className={cx(spinners.spinner, styles.spinner)} />
                {t('checking')}
              </>
            ) : (
              t('apply')
            )}
          </button>
        </div>
      </div>
      {error && (
        <Alert status="error" role="alert" id={errorId} data-testid="promo-error" data-code={error.code}>
          <p className={styles.alertTitle}>
            {error.name ? t('refusedCode', { name: error.name }) : t('refused')}
          </p>
          {error.code === 'THROTTLED' ? (
            <p>{t('errors.THROTTLED', retryWait(error.retryAfterSeconds))}</p>
          ) : (
            <p>
              {t(`errors.${error.code}`)} {codes.length === 0 ? t('tryAnother') : ''}
            </p>
          )}
        </Alert>
      )}
      {codes.length > 0 && (
        <ul aria-label={t('appliedLabel')} className={styles.codes}>
          {codes.map((code) => (
            <li key={code.id} className={styles.code} data-testid="promo-applied" data-promo-id={code.id}>
              <div className={styles.codeName}>
                <Tag aria-hidden="true" size={16} />
                <div className={styles.codeText}>
                  <p className={styles.name}>{code.name}</p>
                  <p className={styles.label}>{code.label}</p>
                </div>
              </div>
              <div className={styles.amount}>
                <p className={styles.discount} data-testid="promo-amount">
                  {money(evaluation?.promoCodeDiscounts[code.id] ?? 0)}
                </p>
                <button
                  type="button"
                  className={buttonClass({ variant: 'ghost', size: 'sm', icon: true })}
                  aria-label={t('remove', { name: code.name })}
                  disabled={pending}
                  onClick={() => void onRemove(code.id)}
                >
                  <X aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
