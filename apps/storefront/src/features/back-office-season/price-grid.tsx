'use client';

import { useTranslations } from 'next-intl';
import staff from '@/features/staff/staff.module.css';
import { centsToField, fieldToCents } from './season-labels';
import styles from './season.module.css';

interface Option {
  id: string;
  name: string;
}
interface Price {
  categoryId: string;
  productId: string;
  priceCents: number;
}

/** The cell names of a grid: one input per (category, price offer). */
const cellName = (prefix: string, categoryId: string, productId: string) =>
  `${prefix}:${categoryId}:${productId}`;

/**
 * A price table, category × price offer, each cell an amount in euros (empty: not sold). Part of
 * a form; {@link readPriceGrid} reads it back as the cells that changed.
 */
export function PriceGrid(props: {
  prefix: string;
  categories: Option[];
  products: Option[];
  prices: Price[];
  canEdit: boolean;
}) {
  const t = useTranslations('boSeason');
  const priceOf = (c: string, p: string) =>
    props.prices.find((x) => x.categoryId === c && x.productId === p)?.priceCents;
  if (props.categories.length === 0) return <p className={staff.hint}>{t('match.noCategories')}</p>;
  return (
    <div className={staff.tableWrap}>
      <table className={staff.table} data-testid={`${props.prefix}-grid`}>
        <thead>
          <tr>
            <th scope="col">{t('match.category')}</th>
            {props.products.map((p) => (
              <th key={p.id} scope="col" className={staff.num}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.categories.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              {props.products.map((p) => (
                <td key={p.id} className={staff.num}>
                  <input
                    name={cellName(props.prefix, c.id, p.id)}
                    className={styles.cellInput}
                    inputMode="decimal"
                    defaultValue={centsToField(priceOf(c.id, p.id))}
                    aria-label={t('match.cell', { category: c.name, product: p.name })}
                    disabled={!props.canEdit}
                    autoComplete="off"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The cells of a grid that differ from `prices`, or the label of the first cell that is not an
 * amount (nothing is sent then).
 */
export function readPriceGrid(
  form: FormData,
  props: { prefix: string; categories: Option[]; products: Option[]; prices: Price[] },
): { cells: { categoryId: string; productId: string; priceCents: number | null }[] } | { bad: string } {
  const cells: { categoryId: string; productId: string; priceCents: number | null }[] = [];
  for (const c of props.categories)
    for (const p of props.products) {
      const value = fieldToCents(String(form.get(cellName(props.prefix, c.id, p.id)) ?? ''));
      if (value === undefined) return { bad: `${c.name}, ${p.name}` };
      const was = props.prices.find((x) => x.categoryId === c.id && x.productId === p.id)?.priceCents ?? null;
      if (value !== was) cells.push({ categoryId: c.id, productId: p.id, priceCents: value });
    }
  return { cells };
}
