'use client';

import { ArrowRight, RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { StickyActionBar } from '@/features/layout/sticky-action-bar';
import { usePlaceOrder } from '@/features/orders/use-place-order';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import spinners from '@/features/primitives/spinner.module.css';
import styles from './continue-button.module.css';

/**
 * The way forward from the seat page: "Continue" holds the seats and opens the options step.
 * `panel` sits under the total on wide screens; `bar` sticks to the bottom of the selection on
 * phones, so total and button stay in reach while the map fills the screen. Only one shows at a
 * time, the other is display:none and so out of the accessibility tree.
 *
 * While the shop is too busy to answer, the hold is tried again (ADR 0015) and a polite live region
 * says so. It never moves the button: under it in the panel (the panel's last element), floating
 * above the bar on phones. When the attempts run out, the error offers to try again.
 */
export function ContinueButton({
  ready,
  total,
  placement,
}: {
  ready: boolean;
  total: string;
  placement: 'panel' | 'bar';
}) {
  const t = useTranslations('order');
  const { place, pending, failure, retrying } = usePlaceOrder();
  const button = (
    <button
      type="button"
      className={buttonClass({
        palette: 'brand',
        size: 'lg',
        full: placement === 'panel',
        className: cx(pending && styles.loading),
      })}
      disabled={!ready || pending}
      data-loading={pending || undefined}
      // While it works the spinner replaces the hidden label, which takes the name with it.
      aria-label={pending ? t('continue') : undefined}
      onClick={() => void place()}
    >
      {pending && (
        <span className={styles.spinner}>
          <span className={spinners.spinner} />
        </span>
      )}
      <span className={styles.label}>
        {t('continue')}
        <ArrowRight aria-hidden="true" />
      </span>
    </button>
  );
  const alert = failure && (
    <Alert status="error" data-testid="order-failure">
      <p>{t(`errors.${failure}`)}</p>
      {failure === 'BUSY' && (
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm', className: styles.retry })}
          disabled={!ready || pending}
          onClick={() => void place()}
          data-testid="order-retry"
        >
          <RotateCw aria-hidden="true" />
          {t('retry')}
        </button>
      )}
    </Alert>
  );
  // Always in the page, so screen readers announce the message when it appears.
  const busyStatus = (
    <div role="status" aria-live="polite" data-testid="order-busy">
      {retrying && (
        <Alert status="info" size="sm">
          <p>{t('busyRetrying')}</p>
        </Alert>
      )}
    </div>
  );
  if (placement === 'panel')
    return (
      <div className={styles.panel}>
        {alert}
        {button}
        {busyStatus}
      </div>
    );
  return (
    <StickyActionBar testId="mobile-continue-bar">
      <div className={styles.busyAbove}>{busyStatus}</div>
      {alert && <div className={styles.alertInBar}>{alert}</div>}
      <div className={styles.barLine}>
        <p className={styles.barTotal}>{total}</p>
        {button}
      </div>
    </StickyActionBar>
  );
}
