'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import { type Arena, type MapBlock, StadiumOverview, type VenueLayout } from '@/features/seat-map';
import { FILL_BANDS, fillBand, fillShare } from './fill-bands';
import own from './dashboard.module.css';

/** A block as the overview needs it: its outline (the seat map's fields) and its stock. */
export type OverviewBlock = Pick<
  MapBlock,
  'id' | 'name' | 'standName' | 'contour' | 'labelX' | 'labelY' | 'isOpenSeating'
> &
  Record<'capacity' | 'sold' | 'held' | 'free' | 'closed', number>;

/**
 * The venue drawn by the seat map's own overview, each block coloured by the share of it sold
 * (fill-bands.ts), a block with nothing left hatched by the map as sold out; choosing a block says
 * its figures in words below the drawing.
 */
export function FillOverview(props: { arena: Arena; layout: VenueLayout; blocks: readonly OverviewBlock[] }) {
  const t = useTranslations('boDashboard');
  const money = useMoney();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mapBlocks = useMemo<MapBlock[]>(
    () =>
      props.blocks.map((block) => ({
        id: block.id,
        name: block.name,
        standName: block.standName,
        contour: block.contour,
        labelX: block.labelX,
        labelY: block.labelY,
        isOpenSeating: block.isOpenSeating,
        availability: block.free,
        minPrice: null,
        colour: fillBand(fillShare(block)).colour,
      })),
    [props.blocks],
  );
  const selected = props.blocks.find((block) => block.id === selectedId);
  return (
    <div className={own.overview}>
      <div className={own.overviewMap}>
        <StadiumOverview
          arena={props.arena}
          layout={props.layout}
          blocks={mapBlocks}
          selectedBlockId={selectedId}
          onSelectBlock={setSelectedId}
          formatPrice={money}
        />
      </div>
      <div className={own.overviewSide}>
        <h3 className={own.legendTitle}>{t('overview.legend')}</h3>
        <ul className={own.legend}>
          {FILL_BANDS.map((band) => (
            <li key={band.from}>
              <span className={own.swatch} style={{ background: band.colour }} aria-hidden />
              {t('overview.band', { from: band.from, to: band.to })}
            </li>
          ))}
          <li>
            <span className={`${own.swatch} ${own.hatched}`} aria-hidden />
            {t('overview.full')}
          </li>
        </ul>
        <p className={own.selected} role="status" data-testid="overview-selected">
          {selected
            ? t('overview.selected', {
                name: `${selected.standName} · ${selected.name}`,
                sold: selected.sold,
                held: selected.held,
                free: selected.free,
                closed: selected.closed,
                capacity: selected.capacity,
              })
            : t('overview.hint')}
        </p>
      </div>
    </div>
  );
}
