import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, http } from '../../../api/http';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { STORE_CHANGED_EVENT } from '../shared/events';
import { MerchantSelectionDialog } from '../merchant/MerchantSelectionDialog';
import { StoreSelectionDialog } from './StoreSelectionDialog';
import { portalData, signIn } from '../shared/testSession';
import { WITHOUT_TICKETS } from '../../../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
});
afterAll(() => server.close());

function renderStores(mode: 'login' | 'switch' = 'switch') {
  const onSelected = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <StoreSelectionDialog open mode={mode} onSelected={onSelected} onClose={onClose} />,
  );
  return { ...view, onSelected, onClose };
}

async function storeGrid() {
  const dialog = await screen.findByRole('dialog', { name: 'Select a store' });
  const grid = within(dialog).getByRole('table', { name: 'Stores' });
  return { dialog, grid };
}

/** The store names of the grid's rows, with their marks (the name cell's first element; its badges follow). */
function rowNames(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].firstElementChild?.firstElementChild?.textContent ?? '');
}

/** The status badges shown in a store's row. */
function badgesOf(grid: HTMLElement, name: string): string[] {
  const row = within(grid).getByRole('row', { name: new RegExp(name) });
  const cell = within(row).getAllByRole('cell')[0];
  return [...(cell.firstElementChild?.children ?? [])].slice(1).map((b) => b.textContent ?? '');
}

describe('store selection against the real server', () => {
  it('owner: the company list, 25 rows a page, searchable; deactivated stores only when asked for, marked and not to be picked', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    renderStores();
    const { dialog, grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    // Harbor Midtown has had no first run: * NEW * for a rank-1 non-admin when the first-run flag is set.
    // The company view comes first (StoreId 0), on the first page of an unsearched list.
    expect(rowNames(grid)).toEqual([
      'All stores (company view)',
      'Harbor Downtown',
      'Harbor Midtown * NEW *',
      'Harbor Pier',
      'Harbor Seaside',
      'Harbor Uptown',
    ]);
    expect(badgesOf(grid, 'Harbor Seaside')).toEqual(['Suspended']);
    // the company view's row is counted with the stores
    expect(within(dialog).getByText('1–6 of 6')).toBeInTheDocument();
    const list = requests.filter((r) => r.path.endsWith('Company/GetMerchantStores'));
    expect(list[0].body).toMatchObject({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SearchArg5: false,
    });
    expect(requests.some((r) => r.path.includes('GetBackOfficeAssignedStoresForUser'))).toBe(false);

    const include = within(dialog).getByRole('switch', { name: 'Include deactivated stores' });
    expect(include).not.toBeChecked();
    await user.click(include);
    await waitFor(() => expect(rowNames(grid)).toContain('Harbor Airport'));
    expect(requests.at(-1)?.body).toMatchObject({ SearchArg5: true, includeDeletedStores: true });
    expect(badgesOf(grid, 'Harbor Airport')).toEqual(['Deactivated']);
    expect(within(dialog).getByText(/only administrators and partners can open it/)).toBeInTheDocument();
    const airport = within(grid).getByRole('row', { name: /Harbor Airport/ });
    expect(airport).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(airport).getByText('Harbor Airport'));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(include);
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search stores' }), 'town');
    await waitFor(() =>
      expect(rowNames(grid)).toEqual(['Harbor Downtown', 'Harbor Midtown * NEW *', 'Harbor Uptown']),
    );
    expect(requests.at(-1)?.body).toMatchObject({ SearchArg: 'town', RequestedPageNum: 1 });
    // Debounced: one request for the whole word, not one a letter.
    expect(
      requests.filter((r) => (r.body as { SearchArg?: string } | null)?.SearchArg === 'tow'),
    ).toHaveLength(0);
  });

  it('Continue is disabled until a row is picked; picking Harbor Uptown saves the store context', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener(STORE_CHANGED_EVENT, changed);
    const { onSelected, onClose } = renderStores();
    const { dialog, grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(within(grid).getByText('Harbor Uptown'));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    expect(onSelected.mock.calls[0][0]).toMatchObject({ StoreId: 2002, StoreName: 'Harbor Uptown' });
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/Account/CheckStoreAccountStatus', '/Account/SaveStoreContext?StoreId=2002']),
    );
    expect(requests.find((r) => r.path.startsWith('/Account/SaveStoreContext'))?.body).toEqual({
      StoreCode: 'HB-UT',
      StoreName: 'Harbor Uptown',
      OverrideMerchantId: 1001,
    });
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(STORE_CHANGED_EVENT, changed);
    const data = await portalData();
    expect(data.storeName).toBe('Harbor Uptown');
    expect(data.storeId).toBe(2002);
  });

  it('the company view row saves StoreId 0: the session leaves its store, and the row is then the current one', async () => {
    const { requests } = await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2002', {});
    requests.length = 0;
    const user = userEvent.setup();
    const { onSelected } = renderStores();
    const { dialog, grid } = await storeGrid();
    await waitFor(() => expect(badgesOf(grid, 'Harbor Uptown')).toEqual(['Current']));
    await user.click(within(grid).getByText('All stores (company view)'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    expect(requests.map((r) => r.path)).toContain('/Account/SaveStoreContext?StoreId=0');
    expect(requests.map((r) => r.path)).not.toContain('/Account/CheckStoreAccountStatus');
    expect((await portalData()).storeId).toBeNull();
  });

  it('shiftlead, a store user, is never offered the company view', async () => {
    await signIn(server, 'shiftlead');
    renderStores();
    const { grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(2));
    expect(rowNames(grid)).not.toContain('All stores (company view)');
  });

  it('rows can be picked with the keyboard; Enter continues with the row', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onSelected } = renderStores();
    const { grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    const rows = within(grid).getAllByRole('row').slice(1);
    rows[2].focus();
    await user.keyboard('{ArrowUp}{ }');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelected).toHaveBeenCalledWith(expect.objectContaining({ StoreId: 2001 })));
  });

  it('shiftlead: the assigned-stores list (2 stores)', async () => {
    const { requests } = await signIn(server, 'shiftlead');
    renderStores('login');
    const { grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toEqual(['Harbor Downtown', 'Harbor Uptown']));
    expect(requests.some((r) => r.path.endsWith('User/GetBackOfficeAssignedStoresForUser'))).toBe(true);
    expect(requests.some((r) => r.path.endsWith('Company/GetMerchantStores'))).toBe(false);
  });

  it('owner picking the suspended Harbor Seaside sees the suspended modal; Go back returns to the list', async () => {
    const { requests } = await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onSelected } = renderStores();
    const { dialog, grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    await user.click(within(grid).getByText('Harbor Seaside'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const suspended = await screen.findByRole('alertdialog', { name: 'Account suspended' });
    // I understand is hidden for a non-admin.
    expect(within(suspended).queryByRole('button', { name: 'I understand' })).toBeNull();
    await user.click(within(suspended).getByRole('button', { name: 'Go back' }));
    await storeGrid();
    expect(onSelected).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path.startsWith('/Account/SaveStoreContext'))).toBe(false);
  });

  it('owner picking the overdue Harbor Midtown sees the past-due modal; Update Payment continues to the save', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onSelected } = renderStores();
    const { dialog, grid } = await storeGrid();
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    await user.click(within(grid).getByText('Harbor Midtown * NEW *'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pastDue = await screen.findByRole('alertdialog', { name: 'Your account is past due' });
    // The owner is an account manager: Skip and Update Payment.
    expect(within(pastDue).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await user.click(within(pastDue).getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledWith(expect.objectContaining({ StoreId: 2005 })));
    expect(sessionStorage.getItem('showUpdatePayment')).toBe('true');
    expect((await portalData()).storeName).toBe('Harbor Midtown');
  });

  it('Skip on an overdue store says why, then logs a non-admin off (switch mode: back to the login page)', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onSelected, onClose, location } = renderStores('switch');
    const { dialog, grid } = await storeGrid();
    await user.click(await within(grid).findByText('Harbor Midtown * NEW *'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pastDue = await screen.findByRole('alertdialog', { name: 'Your account is past due' });
    await user.click(within(pastDue).getByRole('button', { name: 'Skip' }));
    const why = await screen.findByRole('alertdialog', { name: 'You will be signed out' });
    expect(why).toHaveTextContent("The store's bill is overdue");
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(why).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSelected).not.toHaveBeenCalled();
    expect(location.history?.at(-1)).toBe('/');
    expect(localStorage.getItem('csrfToken')).toBeNull();
    await expect(portalData()).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('a refused save shows the server message in the error modal, then the list again', async () => {
    // pastdue may not update payment: the past-due modal has one OK, and the server refuses the overdue store.
    await signIn(server, 'pastdue');
    const user = userEvent.setup();
    const { onSelected } = renderStores('switch');
    const { dialog, grid } = await storeGrid();
    await user.click(await within(grid).findByText('Harbor Midtown * NEW *'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pastDue = await screen.findByRole('alertdialog', { name: 'Your account is past due' });
    expect(within(pastDue).queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(within(pastDue).getByRole('button', { name: 'OK' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error).toHaveTextContent('The bill of this store is overdue');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await storeGrid();
    expect(onSelected).not.toHaveBeenCalled();
  });

  it('Escape in the search clears it without closing the selection', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onClose } = renderStores('login');
    const { dialog, grid } = await storeGrid();
    const search = within(dialog).getByRole('searchbox', { name: 'Search stores' });
    await user.type(search, 'upt');
    await waitFor(() => expect(rowNames(grid)).toEqual(['Harbor Uptown']));
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await waitFor(() => expect(rowNames(grid)).toHaveLength(6));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Select a store' })).toBeInTheDocument();
  });

  it('closing at login resets the choice and logs off', async () => {
    await signIn(server, 'owner');
    const user = userEvent.setup();
    const { onClose, onSelected } = renderStores('login');
    const { dialog } = await storeGrid();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSelected).not.toHaveBeenCalled();
    await expect(portalData()).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('merchant selection against the real server', () => {
  it('admin picks a merchant, then one of its stores', async () => {
    const { requests } = await signIn(server, 'admin');
    const user = userEvent.setup();
    const onSelected = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <MerchantSelectionDialog open mode="login" onSelected={onSelected} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a merchant' });
    const grid = within(dialog).getByRole('table', { name: 'Merchants' });
    await waitFor(() => expect(within(grid).getByText('Harbor Bistro Group')).toBeInTheDocument());
    // A deactivated merchant carries the * mark for an admin.
    expect(within(grid).getByText('* Old Mill Diner')).toBeInTheDocument();
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(within(grid).getByText('Harbor Bistro Group'));
    await user.click(continueButton);

    const stores = await storeGrid();
    expect(requests.find((r) => r.path === '/Account/SaveStoreContext?StoreId=0')?.body).toEqual({
      StoreCode: null,
      StoreName: null,
      OverrideMerchantId: 1001,
    });
    await waitFor(() => expect(rowNames(stores.grid)).toHaveLength(7));
    // Deleted stores carry the * prefix for admins; no * NEW * for an admin.
    expect(rowNames(stores.grid)).toContain('* Harbor Airport');
    expect(rowNames(stores.grid)).toContain('Harbor Midtown');
    await user.click(within(stores.grid).getByText('Harbor Downtown'));
    await user.click(within(stores.dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSelected).toHaveBeenCalledWith(expect.objectContaining({ MerchantId: 1001 })),
    );
    expect(onClose).not.toHaveBeenCalled();
    const data = await portalData();
    expect(data.merchantName).toBe('Harbor Bistro Group');
    expect(data.storeName).toBe('Harbor Downtown');
  });

  it('admin may continue past the suspended modal with I understand', async () => {
    await signIn(server, 'admin');
    const user = userEvent.setup();
    const onSelected = vi.fn();
    renderWithProviders(
      <MerchantSelectionDialog open mode="switch" onSelected={onSelected} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a merchant' });
    await user.click(await within(dialog).findByText('Harbor Bistro Group'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const stores = await storeGrid();
    await user.click(await within(stores.grid).findByText('Harbor Seaside'));
    await user.click(within(stores.dialog).getByRole('button', { name: 'Continue' }));
    const suspended = await screen.findByRole('alertdialog', { name: 'Account suspended' });
    await user.click(within(suspended).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    expect((await portalData()).storeName).toBe('Harbor Seaside');
  });
});
