import type { ReactNode } from 'react';
import * as styles from './DataGrid.css';

export const dataGridAligns = ['left', 'right', 'center'] as const;

/** A column of the grid: its header, how a cell shows, whether it sorts, how it aligns and hides. */
export interface DataGridColumn<T> {
  id: string;
  header: string;
  /** Renders the cell (called as a plain function: no hooks in it); without it the accessor's value is shown. */
  cell?: (row: T) => ReactNode;
  /** The value of the cell (shown when there is no `cell`). */
  accessor?: (row: T) => string | number;
  sortable?: boolean;
  align?: (typeof dataGridAligns)[number];
  /** Hides the column on narrow screens. */
  hideBelow?: 'tablet' | 'large';
}

/** The classes of a header or body cell of a column: its alignment and when it hides. */
export function columnClasses<T>(base: string, col: DataGridColumn<T> | undefined): string {
  return [base, styles.align[col?.align ?? 'left'], col?.hideBelow && styles.hideBelow[col.hideBelow]]
    .filter(Boolean)
    .join(' ');
}
