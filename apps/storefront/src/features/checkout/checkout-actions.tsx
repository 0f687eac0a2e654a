'use client';

import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import spinners from '@/features/primitives/spinner.module.css';
import styles from './checkout-actions.module.css';

/**
 * Total and "Continue" of a checkout step, in the right panel (`panel`) or the phone's bottom bar
 * (`bar`). `notice` (a refusal) is shown above the button, where the buyer is looking. Plain CSS,
 * for Chakra and CSS-module pages alike (ADR 0017).
 */
export function CheckoutActions({
  placement,
  total,
  pending,
  onContinue,
  notice,
}: {
  placement: 'panel' | 'bar';
  total: string;
  pending: boolean;
  onContinue: () => void;
  notice?: ReactNode;
}) {
  const t = useTranslations('checkout');
  const button = (
    <button
      type="button"
      className={buttonClass({ palette: 'brand', size: 'lg', full: placement === 'panel' })}
      disabled={pending}
      data-loading={pending || undefined}
      onClick={onContinue}
    >
      {pending ? (
        <>
          <span className={cx(spinners.spinner, styles.spinner)} />
          {t('saving')}
        </>
      ) : (
        <>
          {t('continue')}
          <ArrowRight aria-hidden="true" />
        </>
      )}
    </button>
  );
  if (placement === 'bar')
    return (
      <div className={styles.bar}>
        {notice}
        <div className={styles.barLine}>
          <div>
            <p className={styles.barLabel}>{t('total')}</p>
            <p className={styles.barTotal} data-testid="checkout-total">
              {total}
            </p>
          </div>
          {button}
        </div>
      </div>
    );
  return (
    <div className={styles.panel}>
      <div className={styles.panelTotal}>
        <p>{t('total')}</p>
        <p data-testid="checkout-total">{total}</p>
      </div>
      {notice}
      {button}
    </div>
  );
}
