import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { Spinner } from '../../atoms/Spinner/Spinner';
import { Checkbox } from '../../molecules/Checkbox/Checkbox';
import { NativeSelect } from '../../molecules/NativeSelect/NativeSelect';
import * as styles from './DataGrid.css';

/** The default number of rows per page. */
export const defaultPageSize = 25;
/** The default choices of rows per page. */
export const defaultPageSizeOptions = [25, 50, 100] as const;

export const dataGridAligns = ['left', 'right', 'center'] as const;
export const dataGridSelectionModes = ['none', 'single', 'multiple'] as const;
export type DataGridSelectionMode = (typeof dataGridSelectionModes)[number];

export interface DataGridColumn<T> {
  id: string;
  header: string;
  /** Renders the cell; without it the accessor's value is shown. */
  cell?: (row: T) => ReactNode;
  /** The value of the cell (shown when there is no `cell`). */
  accessor?: (row: T) => string | number;
  sortable?: boolean;
  align?: (typeof dataGridAligns)[number];
  /** Hides the column on narrow screens. */
  hideBelow?: 'tablet' | 'large';
}

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
  /** Called on a row click or Enter. */
  onRowActivate?: (row: T) => void;
  loading?: boolean;
  emptyText?: string;
}

const interactiveSelector = 'a, button, input, select, textarea, label, [role="checkbox"], [role="button"]';

function resolve<S>(updater: Updater<S>, old: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;
}

/**
 * A server-paged table: the rows of one page, sortable headers, single or multiple selection and
 * the paging controls. Headless logic from TanStack Table (manual paging, sorting, selection).
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
    loading = false,
    emptyText,
  } = props;
  const labels = useLabels();
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((col) => ({
        id: col.id,
        header: col.header,
        accessorFn: col.accessor,
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
    data: rows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    enableRowSelection: selectionMode !== 'none',
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
  const selectedIndex = pageRows.findIndex((r) => r.getIsSelected());
  const tabStop =
    focusIndex !== null && focusIndex < pageRows.length ? focusIndex : selectedIndex >= 0 ? selectedIndex : 0;

  const canPrevious = table.getCanPreviousPage();
  const canNext = knownTotal ? table.getCanNextPage() : rows.length >= pageSize;
  const from = rows.length === 0 ? 0 : pagination.pageIndex * pageSize + 1;
  const to = pagination.pageIndex * pageSize + rows.length;
  const columnCount = columns.length + (selectionMode === 'multiple' ? 1 : 0);

  function activate(row: Row<T>) {
    if (selectionMode === 'single') row.toggleSelected(true);
    onRowActivate?.(row.original);
  }

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(pageRows.length - 1, index));
    setFocusIndex(target);
    rowRefs.current[target]?.focus();
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, row: Row<T>, index: number) {
    const target = event.target as Element;
    if (target.closest(interactiveSelector) && target.closest(interactiveSelector) !== event.currentTarget)
      return;
    if (!rowsFocusable) return;
    setFocusIndex(index);
    activate(row);
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row<T>, index: number) {
    if (event.target !== event.currentTarget) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusRow(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusRow(0);
        break;
      case 'End':
        event.preventDefault();
        focusRow(pageRows.length - 1);
        break;
      case 'Enter':
        event.preventDefault();
        activate(row);
        break;
      case ' ':
        event.preventDefault();
        if (selectionMode === 'single') row.toggleSelected(true);
        else if (selectionMode === 'multiple') row.toggleSelected();
        break;
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={label} aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectionMode === 'multiple' && (
                  <th scope="col" className={`${styles.headerCell} ${styles.selectCell}`}>
                    <Checkbox
                      label={labels.selectAllRows}
                      hideLabel
                      checked={
                        table.getIsAllPageRowsSelected()
                          ? true
                          : table.getIsSomePageRowsSelected()
                            ? 'indeterminate'
                            : false
                      }
                      disabled={pageRows.length === 0}
                      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const col = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const classes = [
                    styles.headerCell,
                    styles.align[col?.align ?? 'left'],
                    col?.hideBelow && styles.hideBelow[col.hideBelow],
                  ];
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={classes.filter(Boolean).join(' ')}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span className={styles.sortIcon}>
                            <Icon
                              name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'sort'}
                              size="small"
                            />
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell}>
                  {loading ? null : (emptyText ?? labels.noRows)}
                </td>
              </tr>
            ) : (
              pageRows.map((row, index) => {
                const selected = row.getIsSelected();
                return (
                  <tr
                    key={row.id}
                    ref={(el) => {
                      rowRefs.current[index] = el;
                    }}
                    className={styles.row}
                    tabIndex={rowsFocusable ? (index === tabStop ? 0 : -1) : undefined}
                    aria-selected={selectionMode === 'single' ? selected : undefined}
                    data-selected={selected || undefined}
                    data-interactive={rowsFocusable || undefined}
                    onClick={(e) => onRowClick(e, row, index)}
                    onKeyDown={rowsFocusable ? (e) => onRowKeyDown(e, row, index) : undefined}
                    onFocus={(e) => {
                      if (e.target === e.currentTarget) setFocusIndex(index);
                    }}
                  >
                    {selectionMode === 'multiple' && (
                      <td className={`${styles.cell} ${styles.selectCell}`}>
                        <Checkbox
                          label={labels.selectRow}
                          hideLabel
                          checked={selected}
                          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => {
                      const col = columnById.get(cell.column.id);
                      const classes = [
                        styles.cell,
                        styles.align[col?.align ?? 'left'],
                        col?.hideBelow && styles.hideBelow[col.hideBelow],
                      ];
                      return (
                        <td key={cell.id} className={classes.filter(Boolean).join(' ')}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className={styles.overlay}>
          <Spinner label={labels.loading} />
        </div>
      )}
      <div className={styles.footer}>
        {onPageSizeChange && (
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
    </div>
  );
}
