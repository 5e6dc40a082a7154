import type { Table } from '@tanstack/react-table';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { NativeSelect } from '../../molecules/NativeSelect/NativeSelect';
import * as styles from './DataGrid.css';

export interface DataGridPagerProps<T> {
  table: Table<T>;
  /** Rows on this page. */
  rowCount: number;
  totalRowCount: number;
  pageSizeOptions?: readonly number[];
  /** Shows the rows-per-page choice. */
  canChangePageSize: boolean;
}

/** The footer: rows per page, the range shown ("1–25 of 120", announced politely) and the page buttons. */
export function DataGridPager<T>({
  table,
  rowCount,
  totalRowCount,
  pageSizeOptions = [],
  canChangePageSize,
}: DataGridPagerProps<T>) {
  const labels = useLabels();
  const { pageIndex, pageSize } = table.getState().pagination;
  const knownTotal = totalRowCount >= 0;
  const canPrevious = table.getCanPreviousPage();
  const canNext = knownTotal ? table.getCanNextPage() : rowCount >= pageSize;
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = pageIndex * pageSize + rowCount;
  return (
    <div className={styles.footer}>
      {canChangePageSize && (
        <span className={styles.pageSize}>
          {/* Shown here beside the control; the select carries the same text as its label. */}
          <span aria-hidden="true">{labels.rowsPerPage}</span>
          <NativeSelect
            label={labels.rowsPerPage}
            hideLabel
            options={pageSizeOptions.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(pageSize)}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
          />
        </span>
      )}
      <span className={styles.range} aria-live="polite">
        {labels.pageRange(from, to, totalRowCount)}
      </span>
      <span className={styles.pager}>
        <IconButton
          label={labels.firstPage}
          icon="chevronsLeft"
          variant="ghost"
          disabled={!canPrevious}
          onClick={() => table.firstPage()}
        />
        <IconButton
          label={labels.previousPage}
          icon="chevronLeft"
          variant="ghost"
          disabled={!canPrevious}
          onClick={() => table.previousPage()}
        />
        <IconButton
          label={labels.nextPage}
          icon="chevronRight"
          variant="ghost"
          disabled={!canNext}
          onClick={() => table.nextPage()}
        />
        <IconButton
          label={labels.lastPage}
          icon="chevronsRight"
          variant="ghost"
          disabled={!knownTotal || !canNext}
          onClick={() => table.lastPage()}
        />
      </span>
    </div>
  );
}
