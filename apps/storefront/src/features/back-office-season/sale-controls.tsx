'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { callSeasonRoute } from './season-call';
import { SeasonNotice } from './season-notice';
import { SEASON_SALE_OPEN } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

/** "Open sale now" / "Close sale now" (events.sale_status), whatever the windows say. */
export function SaleControls(props: { eventId: string; saleOpen: boolean; canEdit: boolean }) {
  const t = useTranslations('boSeason');
  const { busy, notice, submit } = useSeasonSubmit();
  const toggle = () =>
    void submit(() => callSeasonRoute(SEASON_SALE_OPEN, { eventId: props.eventId, open: !props.saleOpen }));
  return (
    <section className={staff.panel} aria-labelledby="sale-title">
      <h2 id="sale-title" className={staff.sectionTitle}>
        {t('match.sale')}
      </h2>
      <div className={styles.saleBox}>
        <p className={staff.hint} data-testid="sale-state">
          <span
            className={`${styles.dot} ${props.saleOpen ? styles.dotOpen : styles.dotClosed}`}
            aria-hidden="true"
          />
          {props.saleOpen ? t('match.saleOpen') : t('match.saleClosed')}
        </p>
        {props.canEdit && (
          <button
            type="button"
            className={buttonClass(props.saleOpen ? { variant: 'outline' } : { palette: 'brand' })}
            onClick={toggle}
            disabled={busy}
            data-testid={props.saleOpen ? 'sale-close' : 'sale-open'}
          >
            {props.saleOpen ? t('match.closeNow') : t('match.openNow')}
          </button>
        )}
      </div>
      <SeasonNotice notice={notice} />
    </section>
  );
}
