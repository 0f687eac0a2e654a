'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMatchDay } from '@/features/formatting/format-match-day';
import { Alert } from '@/features/primitives/alert';
import { useTenant } from '@/features/tenancy/tenant-context';
import styles from './admitted-banner.module.css';

/** Above the seat map of an admitted fan: their turn, and until when it lasts. */
export function AdmittedBanner({ until }: { until: string }) {
  const t = useTranslations('waitingRoom');
  const locale = useLocale();
  const { timeZone } = useTenant();
  // The shop's 24-hour clock in every language, as the kick-off times are written.
  const { time } = formatMatchDay(until, locale, timeZone);
  return (
    <Alert status="success" className={styles.banner} data-testid="waiting-room-admitted">
      <p>{t('admitted', { time })}</p>
    </Alert>
  );
}
