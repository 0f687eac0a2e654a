'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { PriceGrid, readPriceGrid } from './price-grid';
import { callSeasonRoute } from './season-call';
import { SeasonNotice } from './season-notice';
import { SEASON_PACK } from './season-routes';
import styles from './season.module.css';
import { useSeasonSubmit } from './use-season-submit';

interface Option {
  id: string;
  name: string;
}

export interface PackView {
  id: string;
  name: string;
  kind: string;
  arena: Option;
  eventIds: string[];
  prices: { categoryId: string; productId: string; priceCents: number }[];
  categories: Option[];
}

/** One pack or season ticket: the matches it includes (ticked) and its price table. */
export function PackEditor(props: {
  pack: PackView;
  matches: { id: string; label: string; arenaId: string }[];
  products: Option[];
  canEdit: boolean;
}) {
  const t = useTranslations('boSeason');
  const { busy, notice, setNotice, submit } = useSeasonSubmit();
  const { pack } = props;
  const prefix = `pack-${pack.id}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = readPriceGrid(form, {
      prefix,
      categories: pack.categories,
      products: props.products,
      prices: pack.prices,
    });
    if ('bad' in read) {
      setNotice({ status: 'error', text: t('errors.badPrice', { cell: read.bad }) });
      return;
    }
    const eventIds = form.getAll(`${prefix}-event`).map(String);
    void submit(() => callSeasonRoute(SEASON_PACK, { packId: pack.id, eventIds, prices: read.cells }));
  };
  return (
    <section
      className={staff.panel}
      aria-labelledby={`${prefix}-title`}
      data-testid="pack"
      data-pack-id={pack.id}
    >
      <div className={styles.titleBar}>
        <h2 id={`${prefix}-title`} className={staff.sectionTitle}>
          {pack.name}
        </h2>
        <Badge palette={pack.kind === 'SEASON' ? 'blue' : 'purple'}>
          {pack.kind === 'SEASON' ? t('packs.kindSEASON') : t('packs.kindPACK')}
        </Badge>
      </div>
      <form className={staff.form} onSubmit={onSubmit}>
        <fieldset className={styles.checks} disabled={!props.canEdit}>
          <legend className={styles.legend}>{t('packs.matches')}</legend>
          {props.matches
            .filter((m) => m.arenaId === pack.arena.id)
            .map((m) => (
              <label key={m.id}>
                <input
                  type="checkbox"
                  name={`${prefix}-event`}
                  value={m.id}
                  defaultChecked={pack.eventIds.includes(m.id)}
                />
                {m.label}
              </label>
            ))}
        </fieldset>
        <h3 className={styles.legend}>{t('packs.prices')}</h3>
        <PriceGrid
          key={JSON.stringify(pack.prices)}
          prefix={prefix}
          categories={pack.categories}
          products={props.products}
          prices={pack.prices}
          canEdit={props.canEdit}
        />
        <SeasonNotice notice={notice} />
        {props.canEdit && (
          <div className={staff.buttons}>
            <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
              {t('packs.save', { pack: pack.name })}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
