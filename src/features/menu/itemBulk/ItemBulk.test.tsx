import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import { captureSavedFiles } from '../../../../test/savedFiles';
import type { TestServer } from '../../../../test/server';
import { ITEM_CSV_HEADER } from '../../../domain/itemCsv';
import { signIn } from '../../selection/shared/testSession';
import { EditMultipleItemsDialog } from './EditMultipleItemsDialog';
import { ImportItemsDialog } from './ImportItemsDialog';
import { ItemDownloadNotice, useDownloadItems } from './useDownloadItems';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

const csvFile = (lines: string[], name = 'items.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

async function itemsNamed(names: string[]) {
  return server.db.query<{
    item_master_id: number;
    item_name: string;
    retail_price: number;
    item_category_id: number;
    concurrency_checksum: number;
  }>(
    `select item_master_id, item_name, retail_price::float8 as retail_price, item_category_id, concurrency_checksum
     from items where merchant_id = 1001 and item_name = any($1::text[]) order by item_name`,
    [names],
  );
}

describe('ImportItemsDialog against the real server (issue 7 §3: import with a preview of row errors)', () => {
  it('reads a file, previews the valid rows and the bad row, creates only the valid rows', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderWithProviders(<ImportItemsDialog open onClose={() => {}} onImported={onImported} />);
    const dialog = await screen.findByRole('dialog', { name: text['ItemBulk.ImportTitle'] }, LOAD);
    await expectNoAxeViolations();
    const file = csvFile([
      ITEM_CSV_HEADER.join(','),
      'Dialog Fish Pie,Baked,Mains,Item,Each,16.50,Standard,Kitchen,Yes',
      'Dialog Lemon Tart,,sweets,,,"$7.00",,,No',
      'Dialog Bad Row,,Soups,,,seven,,,',
    ]);
    await user.upload(within(dialog).getByLabelText(text['ItemBulk.FileLabel']), file);
    expect(await within(dialog).findByText('2 rows are ready to import.', {}, LOAD)).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: text['Csv.ProblemsLabel'] });
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['4', 'Category', text['ItemBulk.CategoryUnknown']],
      ['4', 'Price', text['ItemBulk.PriceInvalid']],
    ]);
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 items' }));
    expect(await within(dialog).findByText('2 rows were imported.', {}, LOAD)).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith({
      Created: 2,
      Blank: 0,
      Rejected: [
        {
          Row: 4,
          Problems: [
            { Column: 'Category', MessageKey: 'ItemBulk.CategoryUnknown' },
            { Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' },
          ],
        },
      ],
    });
    expect(
      (await itemsNamed(['Dialog Fish Pie', 'Dialog Lemon Tart', 'Dialog Bad Row'])).map((i) => i.item_name),
    ).toEqual(['Dialog Fish Pie', 'Dialog Lemon Tart']);
  });

  it('refuses wrong columns, naming them, and a file that is not text', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    renderWithProviders(<ImportItemsDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: text['ItemBulk.ImportTitle'] }, LOAD);
    const input = () => within(dialog).getByLabelText(text['ItemBulk.FileLabel']);
    await user.upload(input(), csvFile(['Name,Category,Cost', 'Tacos,Mains,3']));
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'), LOAD);
    expect(input()).toHaveAccessibleDescription(
      /Missing: Item Name, Price\. Not columns of an item list: Name, Cost\./,
    );
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08])], 'items.csv', {
      type: 'text/csv',
    });
    await user.upload(input(), zip);
    await waitFor(() => expect(input()).toHaveAccessibleDescription(text['Csv.NotText']), LOAD);
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});

describe('EditMultipleItemsDialog against the real server (issue 7 §3: price, category, POS active in one save)', () => {
  it('shows the selected items and saves the change on all of them', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    const before = await itemsNamed(['Clam Chowder', 'Garlic Bread']);
    const onSaved = vi.fn();
    renderWithProviders(
      <EditMultipleItemsDialog
        open
        itemIds={before.map((i) => i.item_master_id)}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    // the items are read first (a loading dialog), then the form shows
    const list = await screen.findByRole('list', { name: text['ItemBulk.SelectedItems'] }, LOAD);
    const dialog = screen.getByRole('dialog', { name: 'Edit 2 items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Clam Chowder — $8.50, STARTERS', 'Garlic Bread — $6.00, STARTERS']);
    const save = within(dialog).getByRole('button', { name: text['ItemBulk.Save'] });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] }), 'ten');
    await user.tab();
    expect(await within(dialog).findByText(text['ItemBulk.PriceInvalid'])).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] }));
    await user.type(within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] }), '9.75');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: text['ItemBulk.PosActive'] }),
      'no',
    );
    await expectNoAxeViolations();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('2 items were saved.', {}, LOAD)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    const after = await itemsNamed(['Clam Chowder', 'Garlic Bread']);
    expect(after.map((i) => [i.retail_price, i.concurrency_checksum])).toEqual(
      before.map((i) => [9.75, i.concurrency_checksum + 1]),
    );
    const [store] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from store_items where store_id = 2001 and item_master_id = any($1::int[]) and not is_pos_active',
      [before.map((i) => i.item_master_id)],
    );
    expect(store.n).toBe(2);
  });

  it('says so when someone changed an item meanwhile, keeps the form, reads the items again when asked and saves on a retry', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    const [item] = await itemsNamed(['Caesar Salad']);
    renderWithProviders(<EditMultipleItemsDialog open itemIds={[item.item_master_id]} onClose={() => {}} />);
    await screen.findByRole('list', { name: text['ItemBulk.SelectedItems'] }, LOAD);
    const dialog = screen.getByRole('dialog', { name: 'Edit 1 item' });
    await server.db.query(
      'update items set concurrency_checksum = concurrency_checksum + 1 where item_master_id = $1',
      [item.item_master_id],
    );
    const price = within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] });
    await user.type(price, '11');
    const save = within(dialog).getByRole('button', { name: text['ItemBulk.Save'] });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const stale = await within(dialog).findByText(text['Form.Stale'], {}, LOAD);
    expect((await itemsNamed(['Caesar Salad']))[0].retail_price).toBe(item.retail_price);
    expect(within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] })).toHaveValue('11');
    // the items are read again when asked: the retry carries the new checksum, the price typed is kept
    const notice = stale.closest('[role="alert"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: text['Form.LoadLatest'] }));
    expect(await within(dialog).findByText(text['Form.Reapplied'], {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: text['ItemBulk.Price'] })).toHaveValue('11');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text['ItemBulk.Save'] }));
    expect(await screen.findByText('1 item was saved.', {}, LOAD)).toBeInTheDocument();
    expect((await itemsNamed(['Caesar Salad']))[0].retail_price).toBe(11);
  });
});

function DownloadHarness({ categoryId }: { categoryId: number | null }) {
  const download = useDownloadItems();
  return (
    <div>
      <button type="button" onClick={() => void download.download(categoryId)}>
        Download list
      </button>
      <ItemDownloadNotice download={download} />
    </div>
  );
}

describe('useDownloadItems against the real server (issue 7 §3: download list)', () => {
  const saved = captureSavedFiles();

  async function categoryId(name: string) {
    const [row] = await server.db.query<{ item_category_id: number }>(
      'select item_category_id from item_categories where merchant_id = 1001 and category_name = $1',
      [name],
    );
    return row.item_category_id;
  }

  it("saves the category's items as CSV with the import's columns", async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    renderWithProviders(<DownloadHarness categoryId={await categoryId('STARTERS')} />);
    await user.click(screen.getByRole('button', { name: 'Download list' }));
    await waitFor(() => expect(saved).toHaveLength(1), LOAD);
    expect(saved[0].name).toBe('STARTERS items.csv');
    const lines = (await saved[0].blob.text()).split('\r\n');
    expect(lines[0]).toBe(ITEM_CSV_HEADER.join(','));
    expect(lines.some((l) => l.startsWith('Crispy Calamari,'))).toBe(true);
  });

  it('says there is nothing to download for an empty category, and saves nothing', async () => {
    await signIn(server, 'manager');
    const user = userEvent.setup();
    await server.db.query(
      "insert into item_categories (merchant_id, category_name) values (1001, 'NOTHING YET')",
    );
    renderWithProviders(<DownloadHarness categoryId={await categoryId('NOTHING YET')} />);
    await user.click(screen.getByRole('button', { name: 'Download list' }));
    expect(
      await screen.findByText('NOTHING YET has no items: there is nothing to download.', {}, LOAD),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
