import styles from '@/features/staff/staff.module.css';
import text from '@/features/primitives/text.module.css';
import own from './dashboard.module.css';

/** One column of a chart's table: its heading and whether it holds numbers (right-aligned). */
export interface ChartColumn {
  label: string;
  numeric?: boolean;
}

/**
 * The figures a chart draws, as a table a screen reader or a keyboard reaches: folded under a
 * summary so the page stays short, opened with Enter.
 */
export function ChartTable(props: {
  summary: string;
  caption: string;
  columns: readonly ChartColumn[];
  rows: ReadonlyArray<{ key: string; cells: readonly string[] }>;
}) {
  return (
    <details className={own.chartTable}>
      <summary>{props.summary}</summary>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.compact}`}>
          <caption className={text.srOnly}>{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? styles.num : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index} className={props.columns[index]?.numeric ? styles.num : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
