'use client';

import { Check, ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type Ref, useId } from 'react';
import fields from '@/features/primitives/field.module.css';
import { useTenant } from '@/features/tenancy/tenant-context';
import styles from './terms-acceptance.module.css';

/** The club's general terms document (the one titled "GTC" in its configuration), if it has one. */
function useTermsDocument(): string | null {
  return useTenant().documents.find((doc) => doc.title === 'GTC')?.href ?? null;
}

/**
 * The general terms checkbox of the summary, with a link to the club's document. `invalid` shows "terms must
 * be accepted" (docs/product.md#summary) under it, tied to the checkbox for screen readers. A native checkbox
 * drawn like Chakra's (ADR 0017).
 */
export function TermsAcceptance({
  checked,
  onChange,
  invalid,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('summary');
  const href = useTermsDocument();
  const errorId = useId();
  return (
    <div className={fields.root} data-testid="terms-acceptance">
      <div className={styles.stack}>
        <label className={styles.checkbox}>
          <input
            ref={inputRef}
            type="checkbox"
            className={styles.input}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
          <span className={styles.control} aria-hidden="true">
            {checked && <Check strokeWidth={3} />}
          </span>
          <span className={styles.label}>{t('termsLabel')}</span>
        </label>
        {href && (
          <a href={href} target="_blank" rel="noopener" className={styles.link}>
            {t('termsLink')}
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        )}
        {invalid && (
          <p id={errorId} className={fields.error} aria-live="polite" data-testid="terms-error">
            {t('termsRequired')}
          </p>
        )}
      </div>
    </div>
  );
}
