import type { ReactNode } from 'react';
import * as styles from './chart.css';

export interface ChartTableProps {
  caption: string;
  /** Header of the first column (the category). */
  categoryHeader: string;
  columns: readonly string[];
  rows: readonly { header: ReactNode; cells: readonly ReactNode[] }[];
}

/**
 * The numbers of a chart in a real table: read by assistive technology (and found by role in tests),
 * hidden on screen where the chart shows them.
 */
export function ChartTable({ caption, categoryHeader, columns, rows }: ChartTableProps) {
  return (
    // a table box ignores width and overflow: the hiding wrapper keeps it out of the page's width
    <div className={styles.hiddenTable}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // rows are positional: a category may repeat (two stores of one name)
            // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
            <tr key={i}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
