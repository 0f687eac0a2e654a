'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { currencySign } from '@/features/formatting/format-money';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { useTenant } from '@/features/tenancy/tenant-context';
import { PriceGrid, readPriceGrid } from './price-grid';
import { callSeasonRoute } from './season-call';
import { SeasonNotice } from './season-notice';
import { SEASON_MATCH_PRICES } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

/** A match's price table for new sales (docs/product.md#prices), only changed cells sent. */
export function MatchPricesForm(props: {
  eventId: string;
  categories: { id: string; name: string }[];
  products: { id: string; name: string }[];
  prices: { categoryId: string; productId: string; priceCents: number }[];
  canEdit: boolean;
}) {
  const t = useTranslations('boSeason');
  const tenant = useTenant();
  const { busy, notice, setNotice, submit } = useSeasonSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPriceGrid(new FormData(event.currentTarget), { prefix: 'price', ...props });
    if ('bad' in read) {
      setNotice({ status: 'error', text: t('errors.badPrice', { cell: read.bad }) });
      return;
    }
    void submit(() => callSeasonRoute(SEASON_MATCH_PRICES, { eventId: props.eventId, prices: read.cells }));
  };
  return (
    <section className={staff.panel} aria-labelledby="prices-title">
      <h2 id="prices-title" className={staff.sectionTitle}>
        {t('match.prices')}
      </h2>
      <p className={styles.note} data-testid="prices-note">
        {t('match.pricesNote')}
      </p>
      <form className={staff.form} onSubmit={onSubmit} data-testid="prices-form">
        {/* Keyed by the stored prices: after a save the cells show what the API kept. */}
        <PriceGrid key={JSON.stringify(props.prices)} prefix="price" {...props} />
        <p className={staff.hint}>{t('match.pricesHint', { currency: currencySign(tenant.currency) })}</p>
        <SeasonNotice notice={notice} />
        {props.canEdit && props.categories.length > 0 && (
          <div className={staff.buttons}>
            <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
              {t('match.savePrices')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
