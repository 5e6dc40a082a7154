import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataGridColumn } from '../../../design-system';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import type { TestServer } from '../../../test/server';
import type { StoreListRow } from '../../domain/accountContract';
import { signIn } from '../../features/selection/shared/testSession';
import { ListScreenLayout } from './ListScreenLayout';
import { usePagedList } from './usePagedList';
import { useUrlListState } from './useListState';
import { WITHOUT_TICKETS } from '../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
});
afterAll(() => server.close());

const columns: DataGridColumn<StoreListRow>[] = [
  { id: 'name', header: 'Store name', accessor: (r) => r.StoreName, sortable: true },
  { id: 'code', header: 'Store code', accessor: (r) => r.StoreCode, sortable: true },
];

/** A list screen built only from the scaffolding, over a real paged endpoint (the company's stores). */
function Stores() {
  const list = useUrlListState({ sort: { columnId: 'name', direction: 'asc' }, sortable: ['name', 'code'] });
  const paged = usePagedList<StoreListRow>('Company/GetMerchantStores', list.params, { isNewUi: true });
  return (
    <ListScreenLayout
      label="Stores"
      list={list}
      paged={paged}
      columns={columns}
      getRowId={(r) => String(r.StoreId)}
      searchLabel="Search stores"
      loadErrorFallback="The stores could not be loaded."
    />
  );
}

/** A page from the server, a step in the URL: given time on a busy machine (a test run's two workers). */
const LOAD = { timeout: 10_000 };

const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the list screen of the scaffolding, against the real server', () => {
  it('holds sort and search in the URL, pages on the server and sends the contract paging body', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Stores />, { path: '/stores' });
    const grid = await screen.findByRole('table', { name: 'Stores' }, LOAD);
    await waitFor(() => expect(names(grid)).toContain('Harbor Downtown'), LOAD);
    expect(requests.at(-1)?.body).toMatchObject({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SortColumn: 'name',
    });

    await user.click(within(grid).getByRole('button', { name: 'Store code' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/stores?sort=code'), LOAD);
    await user.click(within(grid).getByRole('button', { name: 'Store code' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/stores?sort=-code'), LOAD);
    await waitFor(
      () => expect(requests.at(-1)?.body).toMatchObject({ SortColumn: 'code', SortDirection: 'desc' }),
      LOAD,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'uptown');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/stores?q=uptown&sort=-code'), LOAD);
    await waitFor(() => expect(names(grid)).toEqual(['Harbor Uptown']), LOAD);
  });

  it('a shared link (or a reload) shows the same list', async () => {
    await signIn(server, 'owner');
    renderWithProviders(<Stores />, { path: '/stores?q=harbor&sort=-name' });
    const grid = await screen.findByRole('table', { name: 'Stores' }, LOAD);
    await waitFor(() => expect(names(grid)[0]).toBe('Harbor Uptown'), LOAD);
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('harbor');
  });

  it('a failed page says so with a retry, in the grid', async () => {
    await signIn(server, 'manager'); // a store user may not list the company's stores
    renderWithProviders(<Stores />, { path: '/stores' });
    const grid = await screen.findByRole('table', { name: 'Stores' }, LOAD);
    expect(await within(grid).findByRole('alert', {}, LOAD)).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
