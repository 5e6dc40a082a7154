import { DataGrid, type DataGridColumn } from '../../../../../design-system';

export interface TicketGridProps<T> {
  label: string;
  columns: DataGridColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  emptyText: string;
}

const noPaging = () => {};

/** A table of one ticket's rows (lines, payments, taxes, notes): all of them on one page, no pager. */
export function TicketGrid<T>({ rows, ...props }: TicketGridProps<T>) {
  return (
    <DataGrid
      {...props}
      rows={rows}
      totalRowCount={rows.length}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={noPaging}
      pager={false}
    />
  );
}
