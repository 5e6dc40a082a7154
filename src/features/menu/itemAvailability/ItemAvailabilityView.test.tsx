import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { setFetch } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { ItemAvailabilityView, itemAvailabilityOutbox } from './ItemAvailabilityView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

async function renderScreen() {
  return renderPortalScreen(ItemAvailabilityView, '/menu/itemAvailability');
}

async function storeRow(itemName: string) {
  const [row] = await server.db.query<{
    is_in_stock: boolean;
    is_available_online: boolean;
    version: number;
  }>(
    `select si.is_in_stock, si.is_available_online, si.version from store_items si
     join items i using (item_master_id) where si.store_id = 2001 and i.item_name = $1`,
    [itemName],
  );
  return row;
}

const grid = () => screen.getByRole('table', { name: text['ItemAvailability.GridLabel'] });
const rowOf = (name: string) => within(grid()).getByText(name).closest('tr') as HTMLElement;
/**
 * The screen has settled before the next step: the grid shows its page (not busy) and the outbox has
 * no IndexedDB write on its way (its list waits for them: fake-indexeddb runs them on timers).
 */
async function settle() {
  await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'), LOAD);
  await act(() => itemAvailabilityOutbox.list('settled'));
}
const saveButton = () => screen.getByRole('button', { name: text['ItemAvailability.Save'] });

describe('item availability against the real server (2-menu §2, §4)', () => {
  it('marks a toggled row pending, saves it, and patches the row in place', async () => {
    const { requests } = await signIn(server, 'manager');
    const reads = () => requests.filter((r) => r.path.endsWith('Item/GetItemAvailability')).length;
    const user = userEvent.setup();
    await renderScreen();
    const box = await screen.findByRole('checkbox', { name: 'In stock: Affogato' }, LOAD);
    expect(screen.getByRole('checkbox', { name: 'Select Affogato' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active online: Affogato' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    const before = await storeRow('Affogato');

    await user.click(box);
    expect(within(rowOf('Affogato')).getByText(text['ItemAvailability.Pending'])).toBeInTheDocument();
    expect(rowOf('Affogato')).toHaveAttribute('data-mark', 'pending');
    expect(saveButton()).toBeEnabled();

    const readsBefore = reads();
    await user.click(saveButton());
    expect(await screen.findByText('1 change saved', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Affogato')).not.toHaveAttribute('data-mark'), LOAD);
    // the cached row took the server's answer (no reload of the list)
    expect((screen.getByRole('checkbox', { name: 'In stock: Affogato' }) as HTMLInputElement).checked).toBe(
      !before.is_in_stock,
    );
    expect(reads()).toBe(readsBefore);
    expect(await storeRow('Affogato')).toEqual({
      is_in_stock: !before.is_in_stock,
      is_available_online: before.is_available_online,
      version: before.version + 1,
    });
    expect(saveButton()).toBeDisabled();
  });

  it('keeps a save made offline in the outbox, shows it waiting to sync, and sends it once when back online', async () => {
    const { browserFetch, requests } = await signIn(server, 'manager');
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('checkbox', { name: 'Active online: Albariño Bottle' }, LOAD);
    const before = await storeRow('Albariño Bottle');
    await settle();

    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('checkbox', { name: 'Active online: Albariño Bottle' }));
    await user.click(saveButton());
    await waitFor(() => expect(rowOf('Albariño Bottle')).toHaveAttribute('data-mark', 'queued'), LOAD);
    expect(
      within(rowOf('Albariño Bottle')).getByText(text['ItemAvailability.WaitingToSync']),
    ).toBeInTheDocument();
    expect(screen.getByText('1 change is waiting to sync')).toBeInTheDocument();
    expect(screen.getByText(text['ItemAvailability.OfflineSaves'])).toBeInTheDocument();
    expect(
      (screen.getByRole('checkbox', { name: 'Active online: Albariño Bottle' }) as HTMLInputElement).checked,
    ).toBe(!before.is_available_online);
    expect(await storeRow('Albariño Bottle')).toEqual(before);

    setFetch(browserFetch);
    requests.length = 0;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(rowOf('Albariño Bottle')).not.toHaveAttribute('data-mark'), LOAD);
    expect(screen.queryByText('1 change is waiting to sync')).toBeNull();
    expect(await storeRow('Albariño Bottle')).toEqual({
      ...before,
      is_available_online: !before.is_available_online,
      version: before.version + 1,
    });
    // once: another online event sends nothing more
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    // its flush read the outbox, found nothing and sent nothing: a read after it answers after it
    await act(() => itemAvailabilityOutbox.list('settled'));
    expect(requests.filter((r) => r.path.endsWith('Item/UpdateItemAvailability'))).toHaveLength(1);
    expect((await storeRow('Albariño Bottle')).version).toBe(before.version + 1);
  });

  it('shows a conflict when the row changed meanwhile, and keeps mine when asked', async () => {
    const { browserFetch } = await signIn(server, 'manager');
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('checkbox', { name: 'In stock: Americano' }, LOAD);
    const before = await storeRow('Americano');
    await settle();
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('checkbox', { name: 'In stock: Americano' }));
    await user.click(saveButton());
    await waitFor(() => expect(rowOf('Americano')).toHaveAttribute('data-mark', 'queued'), LOAD);
    // meanwhile someone else changes the row on the server
    await server.db.query(
      `update store_items set is_available_online = not is_available_online, version = version + 1
       where store_id = 2001 and item_master_id = (select item_master_id from items where item_name = 'Americano' and merchant_id = 1001)`,
    );
    setFetch(browserFetch);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(rowOf('Americano')).toHaveAttribute('data-mark', 'caution'), LOAD);
    expect(screen.getByText('1 item was changed by someone else meanwhile')).toBeInTheDocument();
    // theirs stands: my change was not applied over it
    expect(await storeRow('Americano')).toEqual({
      is_in_stock: before.is_in_stock,
      is_available_online: !before.is_available_online,
      version: before.version + 1,
    });
    await user.click(screen.getByRole('button', { name: 'Keep mine for Americano' }));
    await waitFor(() => expect(rowOf('Americano')).not.toHaveAttribute('data-mark'), LOAD);
    // mine is the row as I left it: both of its values, once the outbox has sent it (the mark goes when
    // the conflict is removed, a moment before mine is queued again and sent)
    await waitFor(
      async () =>
        expect(await storeRow('Americano')).toEqual({
          is_in_stock: !before.is_in_stock,
          is_available_online: before.is_available_online,
          version: before.version + 2,
        }),
      LOAD,
    );
  });

  it('edits the selected items in the bulk modal, and asks before paging over unsaved changes', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    const { location } = await renderScreen();
    await screen.findByRole('checkbox', { name: 'Select Amaretto' }, LOAD);
    // the bulk edit sets in stock off: the items in stock now become pending
    const inStock = [(await storeRow('Amaretto')).is_in_stock, (await storeRow('Ahi Tuna Poke')).is_in_stock];
    const pending = `${inStock.filter(Boolean).length} unsaved change${inStock.filter(Boolean).length === 1 ? '' : 's'}`;
    expect(pending).not.toBe('0 unsaved changes');
    await user.click(screen.getByRole('checkbox', { name: 'Select Amaretto' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ahi Tuna Poke' }));
    await user.click(screen.getByRole('button', { name: 'Edit selected items (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 selected items' });
    await user.click(within(dialog).getByRole('checkbox', { name: text['ItemAvailability.InStock'] }));
    await user.click(within(dialog).getByRole('button', { name: text['ItemAvailability.SaveChanges'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'In stock: Amaretto' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock: Ahi Tuna Poke' })).not.toBeChecked();
    expect(screen.getByText(pending)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    const confirm = await screen.findByRole('alertdialog', { name: text['PendingEditChanges.Title'] });
    await user.click(within(confirm).getByRole('button', { name: text['PendingEditChanges.Stay'] }));
    expect(location.history.at(-1)).toBe('/Portal/NewIndex/menu/itemAvailability');
    expect(screen.getByText(pending)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: text['ItemAvailability.DiscardAndContinue'],
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toContain('page=2'));
    expect(screen.queryByText(pending)).toBeNull();
    // nothing was sent
    expect((await storeRow('Ahi Tuna Poke')).version).toBe(1);
  });

  it('a save the server refuses shows the §8 error modal with its Message, and the change stays pending', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('checkbox', { name: 'In stock: Amaretto' }, LOAD);
    await settle();
    // meanwhile the item stops being one the list shows (made a modifier)
    await server.db.query(
      "update items set item_type = 'M' where merchant_id = 1001 and item_name = 'Amaretto'",
    );
    try {
      await user.click(screen.getByRole('checkbox', { name: 'In stock: Amaretto' }));
      await user.click(saveButton());
      const modal = await screen.findByRole(
        'alertdialog',
        { name: text['ItemAvailability.ErrorTitle'] },
        LOAD,
      );
      expect(modal).toHaveTextContent(text['ItemAvailability.ItemNotInStore']);
      await user.click(within(modal).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(rowOf('Amaretto')).toHaveAttribute('data-mark', 'pending'), LOAD);
    } finally {
      await server.db.query(
        "update items set item_type = 'I' where merchant_id = 1001 and item_name = 'Amaretto'",
      );
    }
  });

  it('lists the store’s recent availability changes; a save shows at once (issue 7 §5)', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    await renderScreen();
    const box = await screen.findByRole('checkbox', { name: 'Active online: Arnold Palmer' }, LOAD);
    const wasOnline = (box as HTMLInputElement).checked;
    await settle();
    await user.click(screen.getByRole('checkbox', { name: 'Active online: Arnold Palmer' }));
    await user.click(saveButton());
    expect(await screen.findByText('1 change saved', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Recent availability changes/ }));
    const list = await screen.findByRole('list', { name: 'Recent availability changes, newest first' }, LOAD);
    await waitFor(() => {
      const [newest] = within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
      expect(within(newest).getByText('Arnold Palmer at Harbor Downtown')).toBeInTheDocument();
      expect(
        within(newest).getByText(`Active online: ${wasOnline ? 'yes → no' : 'no → yes'}`),
      ).toBeInTheDocument();
      expect(within(newest).getByText(/^Marco Manager, /)).toBeInTheDocument();
    }, LOAD);
    // only this store's changes: the demo's Harbor Uptown ones are not here
    expect(within(list).queryByText(/at Harbor Uptown$/)).toBeNull();
  });

  it('offline, the search looks through the items kept on the device and says so', async () => {
    const { browserFetch } = await signIn(server, 'manager');
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('checkbox', { name: 'In stock: Affogato' }, LOAD);
    await settle();
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      await user.type(screen.getByRole('searchbox', { name: text['ItemAvailability.Search'] }), 'affo');
      await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(2), LOAD);
      expect(within(grid()).getByText('Affogato')).toBeInTheDocument();
      expect(screen.getByText(/^Offline: searched the \d+ rows kept on this device/)).toBeInTheDocument();
    } finally {
      setFetch(browserFetch);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });
});
