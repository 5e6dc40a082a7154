import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../../test/renderApp';
import type { TestServer } from '../../../../../test/server';
import { http } from '../../../../api/http';
import type { ApiResult } from '../../../../domain/contract';
import { type Item, itemFormOf, itemWriteOf } from '../../../../domain/menuItem';
import { signIn } from '../../../selection/shared/testSession';
import { ItemView } from './ItemView';
import { WITHOUT_TICKETS } from '../../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await server.db.query<T>(sql, params))[0];
const categoryId = async (name: string) =>
  (
    await one<{ id: number }>(
      'select item_category_id as id from item_categories where merchant_id = 1001 and category_name = $1',
      [name],
    )
  ).id;

/** Signs in on a store, then shows an item's detail as the shell does. */
async function renderDetail(username: string, itemId: number, query = '') {
  await signIn(server, username);
  await http.post('Account/SaveStoreContext?StoreId=2001', {});
  return renderPortalScreen(ItemView, `/menu/categoriesoritems/items/${itemId}`, { search: query });
}

const field = (name: string) => screen.findByLabelText(new RegExp(`^${name}`), {}, LOAD);
const save = () => screen.getByRole('button', { name: /^Save/ });

describe('the item detail against the real server', () => {
  it('a new item in the category it came from: a rule broken is shown, fixed, saved, and the category is back', async () => {
    const user = userEvent.setup();
    const mains = await categoryId('MAINS');
    const { location } = await renderDetail('owner', 0, `?category=${mains}`);
    expect(await screen.findByRole('heading', { name: text['Item.NewTitle'] }, LOAD)).toBeInTheDocument();
    expect(await field(text['Item.Category'])).toHaveDisplayValue('MAINS');
    expect(await field(text['Item.TaxCategory'])).toHaveDisplayValue('Standard');
    await user.type(await field(text['Item.Name']), 'Saffron Paella Royale');
    // Save waits for a valid form; the save bar shows the fields in error
    await waitFor(() => expect(save()).toBeDisabled());
    await user.click(screen.getByRole('button', { name: text['Form.ShowErrors'] }));
    expect(await screen.findByText(text['Item.PriceRequired'], {}, LOAD)).toBeInTheDocument();
    await user.type(await field(text['Item.Price']), '31.5');
    await user.selectOptions(await field(text['Item.SoldBy']), text['Item.SoldBy.2']);
    await waitFor(() => expect(screen.queryByText(text['Item.PriceRequired'])).toBeNull());
    await user.click(save());
    await waitFor(
      () =>
        expect(location.history?.at(-1)).toBe(
          `/Portal/NewIndex/menu/categoriesoritems/categories?category=${mains}`,
        ),
      LOAD,
    );
    const row = await one(
      'select retail_price::text as price, sold_by, stocking_unit, item_category_id from items where item_name = $1',
      ['Saffron Paella Royale'],
    );
    expect(row).toEqual({ price: '31.50', sold_by: 2, stocking_unit: 'LB', item_category_id: mains });
  });

  it('edits an item in the extended setup: general information and a price variation', async () => {
    const user = userEvent.setup();
    const item = await one<{ id: number }>(
      "select item_master_id as id from items where merchant_id = 1001 and item_name = 'Harbor Burger'",
    );
    const { location } = await renderDetail('owner', item.id);
    expect(await screen.findByRole('heading', { name: 'Harbor Burger' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${text['Item.Description']}`))).toBeNull();
    await user.click(screen.getByRole('switch', { name: text['Item.ExtendedSetup'] }));
    const description = await field(text['Item.Description']);
    await user.clear(description);
    await user.type(description, 'Brioche, aged cheddar');
    await user.click(screen.getByRole('button', { name: text['Item.AddVariation'] }));
    await user.type(await field('Variation 1 name'), 'Double');
    await waitFor(() => expect(save()).toBeDisabled());
    await user.click(screen.getByRole('button', { name: text['Form.ShowErrors'] }));
    expect(await screen.findByText(text['Item.PriceRequired'], {}, LOAD)).toBeInTheDocument();
    await user.type(await field('Variation 1 price'), '23');
    await user.click(save());
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/categoriesoritems/items'),
      LOAD,
    );
    const saved = await one(
      `select i.description, i.concurrency_checksum, v.name, v.retail_price::text as price
       from items i join item_variations v using (item_master_id) where i.item_master_id = $1`,
      [item.id],
    );
    expect(saved).toEqual({
      description: 'Brioche, aged cheddar',
      concurrency_checksum: 2,
      name: 'Double',
      price: '23.00',
    });
  });

  it('deletes an item after confirming, then goes back', async () => {
    const user = userEvent.setup();
    const item = await one<{ id: number }>(
      "select item_master_id as id from items where merchant_id = 1001 and item_name = 'Garlic Bread'",
    );
    const { location } = await renderDetail('owner', item.id);
    await user.click(await screen.findByRole('button', { name: text['Item.Delete'] }, LOAD));
    const confirm = await screen.findByRole('alertdialog', { name: text['Item.DeleteTitle'] }, LOAD);
    await user.click(within(confirm).getByRole('button', { name: text['Item.DeleteConfirm'] }));
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/categoriesoritems/items'),
      LOAD,
    );
    expect(await server.db.query('select 1 from items where item_master_id = $1', [item.id])).toEqual([]);
  });

  it('a store user of several stores sees the item read-only, without Delete', async () => {
    const item = await one<{ id: number }>(
      "select item_master_id as id from items where merchant_id = 1001 and item_name = 'Lobster Roll'",
    );
    await renderDetail('shiftlead', item.id);
    expect(await screen.findByText(text['Menu.ReadOnly'], {}, LOAD)).toBeInTheDocument();
    expect(await field(text['Item.Name'])).toBeDisabled();
    expect(screen.queryByRole('button', { name: text['Item.Delete'] })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('another merchant’s item is not found', async () => {
    const item = await one<{ id: number }>(
      "select item_master_id as id from items where merchant_id = 1002 and item_name = 'Latte'",
    );
    await renderDetail('owner', item.id);
    expect(await screen.findByText(text['Item.NotFound'], {}, LOAD)).toBeInTheDocument();
  });

  it('says who changed the item last and lists the change (issue 7 §5)', async () => {
    const user = userEvent.setup();
    const { id } = await one<{ id: number }>(
      "select item_master_id as id from items where merchant_id = 1001 and item_name = 'Crab Cakes'",
    );
    await signIn(server, 'manager');
    const item = (await http.post<ApiResult<Item>>('Item/GetItem', { ItemMasterId: id })).Entity as Item;
    await http.post('Item/AddItem', itemWriteOf({ ...itemFormOf(item), RetailPrice: item.RetailPrice + 1 }));
    await renderDetail('owner', id);
    expect(await screen.findByText(/^Last changed by Marco Manager, /, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Change history/ }));
    expect(await screen.findByText(/^Price: /, {}, LOAD)).toBeInTheDocument();
  });
});
