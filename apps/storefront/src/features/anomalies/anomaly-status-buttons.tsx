'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { buttonClass } from '@/features/primitives/button-class';
import type { OrderAnomalyStatus } from '@/gql/graphql';
import styles from '@/features/staff/staff.module.css';
import { isAnomalyCode, type AnomalyCode } from './anomaly-error';
import { nextStatuses, type ANOMALY_TARGET_STATUSES } from './anomaly-statuses';
import { ANOMALY_STATUS_ROUTE } from './anomaly-routes';

/**
 * The status buttons of one anomaly: each status after the current one (forward only, as the
 * API allows). After a change the page is rendered again from the API.
 */
export function AnomalyStatusButtons(props: {
  anomalyId: string;
  /** The id of the element naming the anomaly's order, which describes each button. */
  describedBy: string;
  status: OrderAnomalyStatus;
}) {
  const t = useTranslations('staffAnomalies');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = nextStatuses(props.status);
  if (next.length === 0) return null;

  const failure = (code: AnomalyCode) => {
    switch (code) {
      case 'ANOMALY_STATUS_NOT_ALLOWED':
        return t('errors.notAllowed');
      case 'ANOMALY_NOT_FOUND':
        return t('errors.notFound');
      case 'STAFF_FORBIDDEN':
        return t('errors.forbidden');
      case 'STAFF_SESSION_ENDED':
        return t('errors.sessionEnded');
      default:
        return t('errors.failed');
    }
  };

  const move = async (status: (typeof ANOMALY_TARGET_STATUSES)[number]) => {
    setBusy(true);
    setError(null);
    const answer = await callRoute(ANOMALY_STATUS_ROUTE, { anomalyId: props.anomalyId, status });
    setBusy(false);
    if ('network' in answer) setError(t('errors.network'));
    else if (!answer.ok) {
      const code = (answer.json as { code?: unknown } | null)?.code;
      setError(failure(isAnomalyCode(code) ? code : 'UNKNOWN'));
    }
    router.refresh();
  };

  return (
    <div className={styles.buttons}>
      {next.map((status) => (
        <button
          key={status}
          type="button"
          className={buttonClass({
            variant: status === 'SOLVED' ? 'solid' : 'outline',
            size: 'sm',
            palette: 'brand',
          })}
          disabled={busy}
          aria-describedby={props.describedBy}
          onClick={() => void move(status)}
        >
          {t(`action.${status}`)}
        </button>
      ))}
      <span aria-live="polite">{error}</span>
    </div>
  );
}
