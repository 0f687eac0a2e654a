'use client';

import { Alert } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useTenant } from '@/features/tenancy/tenant-context';

/** Above the seat map of an admitted fan: their turn, and until when it lasts. */
export function AdmittedBanner({ until }: { until: string }) {
  const t = useTranslations('waitingRoom');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(until),
  );
  return (
    <Alert.Root status="success" mb="4" data-testid="waiting-room-admitted">
      <Alert.Indicator />
      <Alert.Description>{t('admitted', { time })}</Alert.Description>
    </Alert.Root>
  );
}
