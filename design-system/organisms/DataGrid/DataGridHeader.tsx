import { flexRender, type Table } from '@tanstack/react-table';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { NativeCheckbox } from '../../molecules/NativeCheckbox/NativeCheckbox';
import { columnClasses, type DataGridColumn } from './columns';
import * as styles from './DataGrid.css';

/** The header row: the select-all checkbox (multiple selection) and the column headers, sortable ones as buttons. */
export function DataGridHeader<T>({
  table,
  columnById,
  multiple,
}: {
  table: Table<T>;
  columnById: Map<string, DataGridColumn<T>>;
  multiple: boolean;
}) {
  const labels = useLabels();
  const pageRows = table.getRowModel().rows;
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {multiple && (
            <th scope="col" className={`${styles.headerCell} ${styles.selectCell}`}>
              <NativeCheckbox
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
                onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked)}
              />
            </th>
          )}
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const content = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th
                key={header.id}
                scope="col"
                className={columnClasses(
                  header.column.getCanSort()
                    ? `${styles.headerCell} ${styles.sortableHeaderCell}`
                    : styles.headerCell,
                  columnById.get(header.column.id),
                )}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {content}
                    <span className={styles.sortIcon}>
                      <Icon
                        name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'sort'}
                        size="small"
                      />
                    </span>
                  </button>
                ) : (
                  content
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
