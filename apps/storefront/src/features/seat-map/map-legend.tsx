'use client';

import { useTranslations } from 'next-intl';
import { type SeatSymbol, SeatSymbolIcon } from './legend-symbols';
import styles from './map-legend.module.css';
import type { FormatPrice, LegendCategory } from './types';
import { useTokenVars } from './use-token-vars';

export interface MapLegendProps {
  /** Categories on sale with their colour, standard price (null shows none) and lowest price when cheaper. */
  categories: readonly LegendCategory[];
  /** Cents to the buyer's currency text. */
  formatPrice: FormatPrice;
  /**
   * Seat symbols to explain (by default all but `restricted`, which only venues with such seats
   * have: add it for them); the stadium overview needs none.
   */
  symbols?: readonly SeatSymbol[];
}

/** The symbols every seated block may show. */
export const SEAT_SYMBOLS: readonly SeatSymbol[] = ['selected', 'unavailable', 'accessible', 'resale'];

/** Price categories with their colour and price, then what the seat symbols mean. */
export function MapLegend({ categories, formatPrice, symbols = SEAT_SYMBOLS }: MapLegendProps) {
  const t = useTranslations('seatMap');
  const vars = useTokenVars();
  const symbolLabels: Record<SeatSymbol, string> = {
    selected: t('legendSelected'),
    unavailable: t('legendUnavailable'),
    accessible: t('wheelchairSpace'),
    resale: t('resale'),
    restricted: t('restrictedView'),
  };

  return (
    <div className={styles.legend} data-testid="map-legend">
      <h3 className={styles.title}>{t('legendTitle')}</h3>
      <ul className={styles.categories} aria-label={t('legendCategories')}>
        {categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <span aria-hidden="true" className={styles.swatch} style={{ background: category.colour }} />
            <span className={styles.name}>
              {category.name}
              {category.fromPrice != null && (
                <span className={styles.from}>
                  {t('concessionsFrom', { price: formatPrice(category.fromPrice) })}
                </span>
              )}
            </span>
            {category.price != null && <span className={styles.price}>{formatPrice(category.price)}</span>}
          </li>
        ))}
      </ul>
      {symbols.length > 0 && (
        <ul className={styles.symbols} aria-label={t('legendSymbols')}>
          {symbols.map((symbol) => (
            <li key={symbol} className={styles.symbol}>
              <SeatSymbolIcon symbol={symbol} vars={vars} colour={vars.fgMuted} />
              <span>{symbolLabels[symbol]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
