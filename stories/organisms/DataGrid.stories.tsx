import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  Badge,
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
  type DataGridSort,
  dataGridSelectionModes,
} from '../../design-system';

interface Store {
  id: string;
  name: string;
  city: string;
  status: 'Active' | 'Deactivated';
  sales: number;
}

const stores: Store[] = Array.from({ length: 137 }, (_, i) => ({
  id: `store-${i + 1}`,
  name: `Store ${String(i + 1).padStart(3, '0')}`,
  city: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes'][i % 5],
  status: i % 7 === 3 ? 'Deactivated' : 'Active',
  sales: Math.round(((i * 7919) % 10_000) * 12.5) / 10,
}));

const columns: DataGridColumn<Store>[] = [
  { id: 'name', header: 'Store', accessor: (s) => s.name, sortable: true },
  { id: 'city', header: 'City', accessor: (s) => s.city, sortable: true, hideBelow: 'tablet' },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <Badge tone={s.status === 'Active' ? 'positive' : 'neutral'}>{s.status}</Badge>,
    hideBelow: 'large',
  },
  { id: 'sales', header: 'Sales', accessor: (s) => s.sales.toFixed(2), sortable: true, align: 'right' },
];

type StoreGridProps = DataGridProps<Store>;

/** Pages and sorts the fixture like the server would. */
function ServerPaged(props: Partial<StoreGridProps> & { unknownTotal?: boolean; source?: Store[] }) {
  const { unknownTotal, source = stores, ...rest } = props;
  const [page, setPage] = useState(rest.page ?? 1);
  const [pageSize, setPageSize] = useState(rest.pageSize ?? 25);
  const [sort, setSort] = useState<DataGridSort | undefined>(rest.sort);
  const [selected, setSelected] = useState<string[]>(rest.selectedRowIds ?? []);
  const sorted = [...source];
  if (sort) {
    const key = sort.columnId as keyof Store;
    sorted.sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1),
    );
  }
  return (
    <DataGrid<Store>
      label="Stores"
      columns={columns}
      getRowId={(s) => s.id}
      {...rest}
      rows={rest.rows ?? sorted.slice((page - 1) * pageSize, page * pageSize)}
      totalRowCount={unknownTotal ? -1 : (rest.totalRowCount ?? source.length)}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      sort={sort}
      onSortChange={setSort}
      selectedRowIds={selected}
      onSelectionChange={setSelected}
    />
  );
}

const meta = {
  title: 'Organisms/DataGrid',
  component: DataGrid<Store>,
  argTypes: { selectionMode: { control: 'inline-radio', options: dataGridSelectionModes } },
  args: {
    label: 'Stores',
    columns,
    rows: stores.slice(0, 25),
    getRowId: (s: Store) => s.id,
    totalRowCount: stores.length,
    page: 1,
    onPageChange: () => {},
  },
  render: (args) => <ServerPaged {...args} rows={undefined} />,
} satisfies Meta<typeof DataGrid<Store>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {};

export const SortedDescending: Story = { args: { sort: { columnId: 'sales', direction: 'desc' } } };

export const SingleSelection: Story = {
  args: { selectionMode: 'single', selectedRowIds: ['store-3'] },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', selectedRowIds: ['store-2', 'store-5'] },
};

/** Row checkboxes named for their rows, and rows marked pending, queued (waiting to sync) and caution (a conflict). */
export const MarkedRows: Story = {
  args: {
    selectionMode: 'multiple',
    selectedRowIds: ['store-2'],
    rowSelectLabel: (row: { name: string }) => `Select ${row.name}`,
    rowMark: (row: { id: string }) =>
      row.id === 'store-1'
        ? 'pending'
        : row.id === 'store-2'
          ? 'queued'
          : row.id === 'store-3'
            ? 'caution'
            : undefined,
  } as Partial<Story['args']>,
};

export const Loading: Story = { args: { loading: true } };

export const LoadingFirstPage: Story = {
  args: { loading: true },
  render: (args) => <ServerPaged {...args} rows={[]} totalRowCount={0} />,
};

export const Empty: Story = {
  render: (args) => <ServerPaged {...args} rows={undefined} source={[]} />,
};

export const EmptyWithText: Story = {
  args: { emptyText: 'No store matches the search' },
  render: (args) => <ServerPaged {...args} rows={undefined} source={[]} />,
};

export const UnknownTotal: Story = {
  render: (args) => <ServerPaged {...args} rows={undefined} unknownTotal />,
};

/** A record's few rows, all on one page: no paging controls. */
export const Unpaged: Story = {
  args: { pager: false, rows: stores.slice(0, 4), totalRowCount: 4, pageSize: 4 },
  render: (args) => <DataGrid {...args} />,
};

/** A report's table: all its rows on one page and a totals row at its foot. */
export const WithTotals: Story = {
  args: {
    pager: false,
    rows: stores.slice(0, 4),
    totalRowCount: 4,
    pageSize: 4,
    totals: {
      name: 'Total',
      sales: stores
        .slice(0, 4)
        .reduce((n, s) => n + s.sales, 0)
        .toFixed(2),
    },
  },
  render: (args) => <DataGrid {...args} />,
};

/** A report's table on a phone: it scrolls sideways, its first column stays in view. */
export const StickyFirstColumn: Story = {
  args: { ...WithTotals.args, stickyFirstColumn: true },
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <DataGrid {...args} />
    </div>
  ),
};

/** At a phone's width the table scrolls sideways; some columns hide. */
export const Narrow: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <ServerPaged {...args} rows={undefined} />
    </div>
  ),
};
