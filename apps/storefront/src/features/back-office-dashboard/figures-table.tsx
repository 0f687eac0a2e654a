'use client';

import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useMoney } from '@/features/formatting/use-money';
import styles from '@/features/staff/staff.module.css';
import { fillShare } from './fill-bands';
import own from './dashboard.module.css';

/** One row of the category or block table: its stock and takings. */
export interface FiguresRow {
  id: string;
  name: string;
  /** The block's stand; absent in the category table. */
  stand?: string;
  colour?: string;
  capacity: number;
  sold: number;
  held: number;
  free: number;
  closed: number;
  tickets: number;
  gross: number;
  discounts: number;
  refunds: number;
  net: number;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
});
const column = createColumnHelper<typeof features, FiguresRow>();

type NumberKey = 'capacity' | 'sold' | 'held' | 'free' | 'closed' | 'gross' | 'discounts' | 'refunds' | 'net';
const STOCK_KEYS = ['capacity', 'sold', 'held', 'free', 'closed'] as const;
const MONEY_KEYS = ['gross', 'discounts', 'refunds', 'net'] as const;

/**
 * The figures of each category or block, sortable by any column (a header is a button; its
 * aria-sort says the order). On a phone the table scrolls sideways in its own frame.
 */
export function FiguresTable(props: {
  rows: readonly FiguresRow[];
  labelledBy: string;
  withStand?: boolean;
  testId?: string;
}) {
  const t = useTranslations('boDashboard');
  const money = useMoney();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(() => {
    const numeric = (key: NumberKey, header: string, format: (value: number) => string) =>
      column.accessor(key, { header, cell: (info) => format(info.getValue()), sortDescFirst: true });
    return column.columns([
      column.accessor('name', {
        header: t('table.name'),
        cell: (info) => (
          <span className={own.nameCell}>
            {info.row.original.colour && (
              <span className={own.swatch} style={{ background: info.row.original.colour }} aria-hidden />
            )}
            {info.getValue()}
          </span>
        ),
        sortFn: 'alphanumeric',
      }),
      ...(props.withStand
        ? [column.accessor('stand', { header: t('table.stand'), sortFn: 'alphanumeric' })]
        : []),
      ...STOCK_KEYS.map((key) => numeric(key, t(`stock.${key}`), (value) => value.toLocaleString())),
      column.accessor((row) => fillShare(row), {
        id: 'fill',
        header: t('stock.fill'),
        cell: (info) => `${Math.round(info.getValue() * 100)} %`,
        sortDescFirst: true,
      }),
      ...MONEY_KEYS.map((key) => numeric(key, t(`money.${key}`), money)),
    ]);
  }, [t, money, props.withStand]);
  const table = useTable({
    features,
    columns,
    data: props.rows as FiguresRow[],
    state: { sorting },
    onSortingChange: setSorting,
  });
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={props.labelledBy}>
      <table className={`${styles.table} ${own.compact}`} data-testid={props.testId}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const isName = header.column.id === 'name' || header.column.id === 'stand';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={isName ? undefined : styles.num}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    <button
                      type="button"
                      className={own.sortButton}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden className={own.sortMark}>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.id === 'name' || cell.column.id === 'stand' ? undefined : styles.num}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
