'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import styles from '@/features/staff/staff.module.css';
import { PROMO_ACTIVE } from './promo-routes';

/** Disables a code (the shop then refuses it) or enables it again; the page then shows the API's state. */
export function PromoActiveToggle(props: { id: string; active: boolean }) {
  const t = useTranslations('boPromo');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const toggle = async () => {
    setBusy(true);
    const answer = await callRoute(PROMO_ACTIVE, { id: props.id, active: !props.active });
    setBusy(false);
    setNotice(
      !('network' in answer) && answer.ok
        ? { status: 'success', text: answer.data.active ? t('detail.enabled') : t('detail.disabled') }
        : { status: 'error', text: t('form.failed') },
    );
    router.refresh();
  };
  return (
    <div className={styles.actions}>
      <div aria-live="polite" className={styles.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', palette: props.active ? 'red' : 'green' })}
          disabled={busy}
          onClick={toggle}
        >
          {props.active ? t('detail.disable') : t('detail.enable')}
        </button>
      </div>
    </div>
  );
}
