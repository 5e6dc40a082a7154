import type { CellContext, Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { MouseEvent } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Button } from '../../atoms/Button/Button';
import { NativeCheckbox } from '../../molecules/NativeCheckbox/NativeCheckbox';
import { columnClasses, type DataGridColumn } from './columns';
import * as styles from './DataGrid.css';
import type { useGridKeyboard } from './useGridKeyboard';

const interactiveSelector = 'a, button, input, select, textarea, label, [role="checkbox"], [role="button"]';

export interface DataGridBodyProps<T> {
  rows: Row<T>[];
  columnById: Map<string, DataGridColumn<T>>;
  columnCount: number;
  selectionMode: 'none' | 'single' | 'multiple';
  /** Rows take focus and answer clicks and Enter. */
  rowsFocusable: boolean;
  activate: (row: Row<T>, via: 'pointer' | 'keyboard') => void;
  keyboard: ReturnType<typeof useGridKeyboard<T>>;
  rowSelectLabel?: (row: T) => string;
  rowMark?: (row: T) => 'pending' | 'queued' | 'caution' | undefined;
  loading: boolean;
  emptyText?: string;
  error?: string | null;
  onRetry?: () => void;
  /** Rows the first page's loading keeps room for (the page size): the page below does not jump. */
  placeholderRows: number;
}

/** The body: the page's rows, or one row that says why there are none (loading, empty, error). */
export function DataGridBody<T>(props: DataGridBodyProps<T>) {
  const { rows, columnById, columnCount, selectionMode, rowsFocusable, activate, keyboard } = props;
  const labels = useLabels();

  if (rows.length === 0 && props.loading && !props.error) {
    // the first page on its way: empty rows of a row's height hold its place (no layout shift); a
    // body of its own (the key), so no row of the page takes over a placeholder's node and moves
    return (
      <tbody key="placeholders" aria-hidden="true">
        {Array.from({ length: props.placeholderRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
          <tr key={i} className={styles.row}>
            <td colSpan={columnCount} className={styles.cell} />
          </tr>
        ))}
      </tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={styles.emptyCell}>
            {props.error ? (
              <span className={styles.errorMessage} role="alert">
                {props.error}
                {props.onRetry ? (
                  <Button variant="soft" size="small" onClick={props.onRetry}>
                    {labels.retry}
                  </Button>
                ) : null}
              </span>
            ) : props.loading ? null : (
              (props.emptyText ?? labels.noRows)
            )}
          </td>
        </tr>
      </tbody>
    );
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, row: Row<T>, index: number) {
    const target = (event.target as Element).closest(interactiveSelector);
    if ((target && target !== event.currentTarget) || !rowsFocusable) return;
    keyboard.setFocusIndex(index);
    activate(row, 'pointer');
  }

  return (
    <tbody>
      {rows.map((row, index) => {
        const selected = row.getIsSelected();
        return (
          <tr
            key={row.id}
            ref={keyboard.rowRef(index)}
            className={styles.row}
            tabIndex={rowsFocusable ? (index === keyboard.tabStop ? 0 : -1) : undefined}
            aria-selected={selectionMode === 'single' ? selected : undefined}
            data-selected={selected || undefined}
            data-mark={props.rowMark?.(row.original)}
            aria-disabled={selectionMode !== 'none' && !row.getCanSelect() ? true : undefined}
            data-interactive={rowsFocusable || undefined}
            onClick={(e) => onRowClick(e, row, index)}
            onKeyDown={rowsFocusable ? (e) => keyboard.onRowKeyDown(e, row, index) : undefined}
            onFocus={(e) => {
              if (e.target === e.currentTarget) keyboard.setFocusIndex(index);
            }}
          >
            {selectionMode === 'multiple' && (
              <td className={`${styles.cell} ${styles.selectCell}`}>
                <NativeCheckbox
                  label={props.rowSelectLabel ? props.rowSelectLabel(row.original) : labels.selectRow}
                  hideLabel
                  checked={selected}
                  onCheckedChange={(checked) => row.toggleSelected(checked)}
                />
              </td>
            )}
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={columnClasses(styles.cell, columnById.get(cell.column.id))}>
                {renderCell(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * A cell's content: its column's `cell` called as a function. (flexRender would mount it as a
 * component, and the grid's cell functions are new whenever its columns are: an input in a cell
 * would be mounted anew at every keystroke of a screen that builds its columns in render.)
 */
function renderCell<T>(cell: unknown, ctx: CellContext<T, unknown>): ReactNode {
  return typeof cell === 'function'
    ? (cell as (c: CellContext<T, unknown>) => ReactNode)(ctx)
    : (cell as ReactNode);
}
