'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import skeletons from '@/features/primitives/skeleton.module.css';
import typography from '@/features/primitives/text.module.css';
import styles from './block-status.module.css';

/** Loading skeleton or a retry for the block's seats; nothing once they are there. */
export function BlockStatus({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useTranslations('selection');
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('blockError')}</p>
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!isLoading) return null;
  return (
    <div aria-busy="true" aria-live="polite">
      <p className={typography.srOnly}>{t('loadingSeats')}</p>
      <div className={cx(skeletons.skeleton, styles.skeleton)} />
    </div>
  );
}
