import {
  type ColumnDef,
  getCoreRowModel,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Spinner } from '../../atoms/Spinner/Spinner';
import * as styles from './DataGrid.css';
import { columnClasses, type DataGridColumn, dataGridAligns } from './columns';
import { DataGridBody } from './DataGridBody';
import { DataGridHeader } from './DataGridHeader';
import { DataGridPager } from './DataGridPager';
import { useGridKeyboard } from './useGridKeyboard';
import { useScrollsSideways } from './useScrollsSideways';

/** The default number of rows per page. */
export const defaultPageSize = 25;
/** The default choices of rows per page. */
export const defaultPageSizeOptions = [25, 50, 100] as const;

export const dataGridSelectionModes = ['none', 'single', 'multiple'] as const;
/** A row's mark: changed and not saved yet (pending), waiting to be sent (queued), or needing a decision (caution). */
export const dataGridRowMarks = ['pending', 'queued', 'caution'] as const;
export type DataGridRowMark = (typeof dataGridRowMarks)[number];
export type DataGridSelectionMode = (typeof dataGridSelectionModes)[number];

export interface DataGridSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface DataGridProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataGridColumn<T>[];
  /** The rows of the current page (the server pages and sorts). */
  rows: T[];
  getRowId: (row: T) => string;
  /** Total number of rows on the server; -1 when unknown. */
  totalRowCount: number;
  /** 1-based page number. */
  page: number;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  /** Called with the new size; the grid then asks for page 1 through `onPageChange`. */
  onPageSizeChange?: (pageSize: number) => void;
  sort?: DataGridSort;
  /** Called with the next sort (asc, then desc, then none). */
  onSortChange?: (sort: DataGridSort | undefined) => void;
  selectionMode?: DataGridSelectionMode;
  selectedRowIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Called on a row click or Enter (`via` tells which: a dialog may go on at Enter). */
  onRowActivate?: (row: T, via: 'pointer' | 'keyboard') => void;
  /** Rows that cannot be selected (shown dimmed, aria-disabled). */
  canSelectRow?: (row: T) => boolean;
  /** The name of a row's select checkbox (multiple selection), e.g. "Select Lobster Roll"; default "Select row". */
  rowSelectLabel?: (row: T) => string;
  /**
   * A row's mark (a bar at its start and a tint): pending, queued or caution. The words of the mark
   * belong in a cell (a badge), the colour only repeats them.
   */
  rowMark?: (row: T) => DataGridRowMark | undefined;
  loading?: boolean;
  emptyText?: string;
  /** The page could not be loaded: the message, shown in place of the rows. */
  error?: string | null;
  /** Offered with the error: asks for the page again. */
  onRetry?: () => void;
  /**
   * Whether the paging controls show (default true). A table whose rows are all on its one page (a
   * ticket's lines or payments) leaves them out: "1–3 of 3" and disabled arrows say nothing.
   */
  pager?: boolean;
  /**
   * A totals row at the table's foot (a report's totals): its cells by column id, the first column's
   * cell a row header. Shown once there are rows.
   */
  totals?: Readonly<Record<string, ReactNode>>;
  /** Keeps the first column in view while the table scrolls sideways (a report's labels beside its figures). */
  stickyFirstColumn?: boolean;
}

function resolve<S>(updater: Updater<S>, old: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;
}

/**
 * A server-paged table: the rows of one page, sortable headers, single or multiple selection and
 * the paging controls, with its loading, empty and error states. Headless logic from TanStack Table
 * (manual paging, sorting, selection); the parts are DataGridHeader, DataGridBody (with the
 * keyboard path of useGridKeyboard) and DataGridPager.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const {
    label,
    columns,
    rows,
    getRowId,
    totalRowCount,
    page,
    pageSize = defaultPageSize,
    pageSizeOptions = defaultPageSizeOptions,
    onPageChange,
    onPageSizeChange,
    sort,
    onSortChange,
    selectionMode = 'none',
    selectedRowIds = [],
    onSelectionChange,
    onRowActivate,
    canSelectRow,
    rowSelectLabel,
    rowMark,
    emptyText,
    error,
    onRetry,
    pager = true,
    totals,
    stickyFirstColumn = false,
  } = props;
  const labels = useLabels();
  // The first page's rows render in the background (a deferred value: React renders them in slices
  // between the browser's work), so their arrival is no long task; rows on screen change at once (a
  // row's checkbox follows its press).
  const deferredRows = useDeferredValue(rows);
  const arriving = deferredRows.length === 0 && rows.length > 0;
  const shownRows = arriving ? deferredRows : rows;
  const loading = (props.loading ?? false) || arriving;

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((col) => ({
        id: col.id,
        header: col.header,
        // a sortable column sorts (by its parent: manual sorting) even when it only renders cells
        accessorFn: col.accessor ?? (col.sortable ? () => '' : undefined),
        enableSorting: col.sortable ?? false,
        sortDescFirst: false,
        cell: (ctx) =>
          col.cell ? col.cell(ctx.row.original) : col.accessor ? col.accessor(ctx.row.original) : null,
      })),
    [columns],
  );
  const columnById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const sorting: SortingState = sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries(selectedRowIds.map((id) => [id, true]));
  const pagination: PaginationState = { pageIndex: Math.max(0, page - 1), pageSize };
  const knownTotal = totalRowCount >= 0;

  const table = useReactTable<T>({
    data: shownRows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    enableRowSelection:
      selectionMode === 'none' ? false : canSelectRow ? (row) => canSelectRow(row.original) : true,
    enableMultiRowSelection: selectionMode === 'multiple',
    rowCount: knownTotal ? totalRowCount : undefined,
    pageCount: knownTotal ? undefined : -1,
    state: { sorting, rowSelection, pagination },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      onSortChange?.(next ? { columnId: next.id, direction: next.desc ? 'desc' : 'asc' } : undefined);
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (next.pageSize !== pagination.pageSize) {
        onPageSizeChange?.(next.pageSize);
        onPageChange(1);
      } else if (next.pageIndex !== pagination.pageIndex) {
        onPageChange(next.pageIndex + 1);
      }
    },
  });

  const pageRows = table.getRowModel().rows;
  const rowsFocusable = selectionMode === 'single' || onRowActivate !== undefined;
  const activate = (row: Row<T>, via: 'pointer' | 'keyboard') => {
    if (!row.getCanSelect() && selectionMode !== 'none') return;
    if (selectionMode === 'single') row.toggleSelected(true);
    onRowActivate?.(row.original, via);
  };
  const keyboard = useGridKeyboard({ rows: pageRows, selectionMode, activate });
  const sideways = useScrollsSideways<HTMLDivElement>();

  return (
    <div className={styles.root}>
      <div
        ref={sideways.ref}
        className={styles.scroller}
        // scrolling sideways, the keyboard can reach it and scroll it; focused, it is named like its
        // table (a group, not a region: a section named like its table would make two landmarks of one name)
        {...(sideways.scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      >
        <table
          className={stickyFirstColumn ? `${styles.table} ${styles.stickyFirstColumn}` : styles.table}
          aria-label={label}
          aria-busy={loading || undefined}
        >
          <DataGridHeader table={table} columnById={columnById} multiple={selectionMode === 'multiple'} />
          <DataGridBody
            rows={pageRows}
            columnById={columnById}
            columnCount={columns.length + (selectionMode === 'multiple' ? 1 : 0)}
            selectionMode={selectionMode}
            rowsFocusable={rowsFocusable}
            activate={activate}
            keyboard={keyboard}
            rowSelectLabel={rowSelectLabel}
            rowMark={rowMark}
            loading={loading}
            emptyText={emptyText}
            error={error}
            onRetry={onRetry}
            placeholderRows={pageSize}
          />
          {totals && pageRows.length > 0 ? (
            <DataGridTotals
              columns={columns}
              totals={totals}
              leading={selectionMode === 'multiple' ? 1 : 0}
            />
          ) : null}
        </table>
      </div>
      {loading && (
        <div className={styles.overlay}>
          <Spinner label={labels.loading} />
        </div>
      )}
      {!pager || (loading && pageRows.length === 0) ? null : (
        // the pager comes with the first page (before it there is no count to page through)
        <DataGridPager
          table={table}
          rowCount={shownRows.length}
          totalRowCount={totalRowCount}
          pageSizeOptions={pageSizeOptions}
          canChangePageSize={!!onPageSizeChange}
        />
      )}
    </div>
  );
}

/** The totals row: a row header in the first column, each column's total where it has one. */
function DataGridTotals<T>({
  columns,
  totals,
  leading,
}: {
  columns: DataGridColumn<T>[];
  totals: Readonly<Record<string, ReactNode>>;
  leading: number;
}) {
  return (
    <tfoot>
      <tr className={styles.totalsRow}>
        {leading ? <td /> : null}
        {columns.map((col, i) =>
          i === 0 ? (
            <th key={col.id} scope="row" className={columnClasses(styles.cell, col)}>
              {totals[col.id]}
            </th>
          ) : (
            <td key={col.id} className={columnClasses(styles.cell, col)}>
              {totals[col.id]}
            </td>
          ),
        )}
      </tr>
    </tfoot>
  );
}

export { type DataGridColumn, dataGridAligns };
