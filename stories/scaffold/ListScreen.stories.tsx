import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { DataGridColumn } from '../../design-system';
import type { StoreListRow } from '../../src/domain/accountContract';
import { ApiRequestError } from '../../src/api/http';
import { initialParams, type ListParams } from '../../src/domain/listParams';
import { ListScreenLayout } from '../../src/scaffold/list/ListScreenLayout';
import type { ListState } from '../../src/scaffold/list/useListState';
import type { PagedList } from '../../src/scaffold/list/usePagedList';
import { withIntl } from '../pages/loginFixtures';
import { manyStores } from '../pages/SelectionFixtures';

const columns: DataGridColumn<StoreListRow>[] = [
  { id: 'name', header: 'Store name', accessor: (r) => r.StoreName, sortable: true },
  { id: 'code', header: 'Store code', accessor: (r) => r.StoreCode, sortable: true },
];

interface Args {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** A master-detail screen: the row open beside the list is marked, a press opens another. */
  withActiveRow?: boolean;
  /** Offline: a search finds what the device keeps of the list (the list says so). */
  offlineSearch?: boolean;
}

/** The list screen over the fixture, paging, sorting and searching as the server would. */
function Example({ loading, failed, empty, withActiveRow = false, offlineSearch = false }: Args) {
  const [active, setActive] = useState<string | null>(null);
  const [params, setParams] = useState<ListParams>(() =>
    initialParams({ sort: { columnId: 'name', direction: 'asc' } }),
  );
  const [typed, setTyped] = useState('');
  const rows = useMemo(() => {
    const key = params.sort?.columnId === 'code' ? 'StoreCode' : 'StoreName';
    const matching = manyStores
      .filter((s) => s.StoreName.toLowerCase().includes(params.search.toLowerCase()))
      .sort((a, b) => a[key].localeCompare(b[key]) * (params.sort?.direction === 'desc' ? -1 : 1));
    return empty ? [] : matching;
  }, [params, empty]);
  const list: ListState = {
    params,
    typedSearch: typed,
    setSearch: (text) => {
      setTyped(text);
      setParams((p) => ({ ...p, search: text, page: 1 }));
    },
    setPage: (page) => setParams((p) => ({ ...p, page })),
    setPageSize: (pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 })),
    setSort: (sort) => setParams((p) => ({ ...p, sort, page: 1 })),
  };
  const start = (params.page - 1) * params.pageSize;
  const paged: PagedList<StoreListRow> = {
    rows: loading || failed ? [] : rows.slice(start, start + params.pageSize),
    total: loading || failed ? -1 : rows.length,
    loading,
    error: failed ? new ApiRequestError(0, 'Failed to fetch', 'Http.Offline') : null,
    retry: () => {},
    fetchedAt: null,
    keptSearch: offlineSearch && params.search ? { kept: manyStores.length } : null,
  };
  return (
    <ListScreenLayout
      label="Stores"
      list={list}
      paged={paged}
      columns={columns}
      getRowId={(r) => String(r.StoreId)}
      searchLabel="Search stores"
      loadErrorFallback="The stores could not be loaded."
      activeRowId={withActiveRow ? (active ?? String(rows[1]?.StoreId ?? '')) : undefined}
      onRowActivate={withActiveRow ? (row) => setActive(String(row.StoreId)) : undefined}
    />
  );
}

/** The list screen of the scaffolding: search, refresh, a server-paged sortable grid and its states. */
const meta = {
  title: 'Scaffold/ListScreen',
  component: Example,
  decorators: [withIntl],
  args: { loading: false, failed: false, empty: false },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { empty: true } };
export const Failed: Story = { args: { failed: true } };
/** A master-detail list: the row open beside it is marked selected. */
export const ActiveRow: Story = { args: { withActiveRow: true } };
/** Offline: a search looks through the rows kept on the device, and the list says so (type to see it). */
export const OfflineSearch: Story = { args: { offlineSearch: true } };
