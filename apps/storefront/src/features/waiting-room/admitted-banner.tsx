'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/features/primitives/alert';
import { useTenant } from '@/features/tenancy/tenant-context';
import styles from './admitted-banner.module.css';

/** Above the seat map of an admitted fan: their turn, and until when it lasts. */
export function AdmittedBanner({ until }: { until: string }) {
  const t = useTranslations('waitingRoom');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(until),
  );
  return (
    <Alert status="success" className={styles.banner} data-testid="waiting-room-admitted">
      <p>{t('admitted', { time })}</p>
    </Alert>
  );
}
