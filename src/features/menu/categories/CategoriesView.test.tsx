import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { dismissErrorModal, errorModalStore } from '../../../lib/errorModal';
import type { ItemBulkSlotProps } from '../../../scaffold/menuItems/itemBulkSlot';
import { signIn } from '../../selection/shared/testSession';
import { CategoriesView } from './CategoriesView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/menu/categoriesoritems/categories';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());
afterEach(() => {
  for (let e = errorModalStore.current(); e; e = errorModalStore.current()) dismissErrorModal(e.id);
});

const idOf = async (name: string) =>
  (
    await server.db.query<{ item_category_id: number }>(
      'select item_category_id from item_categories where merchant_id = 1001 and category_name = $1',
      [name],
    )
  )[0].item_category_id;

/** Signs in on a store, then shows the screen as the shell does (under the portal base). */
async function renderScreen(
  username: string,
  storeId: number,
  query = '',
  bulkActions?: (props: ItemBulkSlotProps) => React.ReactNode,
) {
  await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen((props) => <CategoriesView {...props} bulkActions={bulkActions} />, PATH, {
    search: query,
  });
}

const categoryList = () => screen.findByRole('list', { name: text['Category.ListLabel'] }, LOAD);
const categoryButton = async (name: string) =>
  within(await categoryList()).getByRole('button', { name: new RegExp(`^${name},`) });
const grid = (category: string) => screen.findByRole('table', { name: `Items of ${category}` }, LOAD);

describe('the categories screen against the real server', () => {
  it('shows the first category’s items; another category, the filter and the search are in the address', async () => {
    const user = userEvent.setup();
    const { location } = await renderScreen('owner', 2001);
    expect(await categoryButton('STARTERS')).toHaveAttribute('aria-current', 'true');
    await waitFor(
      async () => expect(within(await grid('STARTERS')).getByText('Clam Chowder')).toBeInTheDocument(),
      LOAD,
    );

    await user.click(await categoryButton('MAINS'));
    const mains = await grid('MAINS');
    await waitFor(() => expect(within(mains).getByText('Lobster Roll')).toBeInTheDocument(), LOAD);
    expect(location.history?.at(-1)).toContain(`category=${await idOf('MAINS')}`);
    const lobster = within(mains).getByText('Lobster Roll').closest('tr') as HTMLElement;
    expect(within(lobster).getByText('28.00')).toBeInTheDocument();
    expect(within(lobster).getByText('Kitchen')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(text['Item.Filter']), 'inactive');
    await waitFor(() => expect(within(mains).queryByText('Lobster Roll')).toBeNull(), LOAD);
    expect(location.history?.at(-1)).toContain('filter=inactive');
    await user.selectOptions(screen.getByLabelText(text['Item.Filter']), 'all');

    await user.type(screen.getByRole('searchbox', { name: text['Item.Search'] }), 'salmon');
    await waitFor(() => expect(within(mains).queryByText('Lobster Roll')).toBeNull(), LOAD);
    expect(within(mains).getByText('Grilled Salmon')).toBeInTheDocument();
    expect(location.history?.at(-1)).toContain('q=salmon');
  });

  it('sorts by price on the server; selects rows; the more menu’s entries wait for the bulk actions', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001, `?category=${await idOf('MAINS')}`);
    const mains = await grid('MAINS');
    await waitFor(() => expect(within(mains).getByText('Lobster Roll')).toBeInTheDocument(), LOAD);
    await user.click(within(mains).getByRole('button', { name: new RegExp(text['Item.Price']) }));
    await waitFor(() => {
      const names = within(mains)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent ?? '');
      expect(names[0]).toContain('Harbor Burger');
    }, LOAD);
    await user.click(within(mains).getByRole('checkbox', { name: 'Select Lobster Roll' }));
    expect(within(mains).getByRole('checkbox', { name: 'Select Lobster Roll' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: text['Item.More'] }));
    const entry = await screen.findByRole('menuitem', { name: text['Item.EditMultiple'] }, LOAD);
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: text['Item.Download'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('hands the bulk slot the category and the selected rows', async () => {
    const user = userEvent.setup();
    const seen: { categoryId: number | null; selected: number[] }[] = [];
    const Slot = ({ context, children }: ItemBulkSlotProps) => {
      seen.push({ categoryId: context.categoryId, selected: context.selectedItemIds });
      return <>{children({ downloadList: () => seen.push({ categoryId: -1, selected: [] }) })}</>;
    };
    const mainsId = await idOf('MAINS');
    await renderScreen('owner', 2001, `?category=${mainsId}`, Slot);
    const mains = await grid('MAINS');
    await waitFor(() => expect(within(mains).getByText('Lobster Roll')).toBeInTheDocument(), LOAD);
    await user.click(within(mains).getByRole('checkbox', { name: 'Select Steak Frites' }));
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({ categoryId: mainsId, selected: [expect.any(Number)] }),
    );
    await user.click(screen.getByRole('button', { name: text['Item.More'] }));
    const download = await screen.findByRole('menuitem', { name: text['Item.Download'] }, LOAD);
    expect(download).not.toHaveAttribute('aria-disabled', 'true');
    // press and release as two steps, as a real click has time between them (the menu's own test)
    await user.pointer({ keys: '[MouseLeft>]', target: download });
    await user.pointer({ keys: '[/MouseLeft]', target: download });
    expect(seen.some((s) => s.categoryId === -1)).toBe(true);
  });

  it('adds a category in upper case with a colour, a department and a tag, and shows it', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await categoryList();
    await user.click(screen.getByRole('button', { name: text['Category.Add'] }));
    const dialog = await screen.findByRole('dialog', { name: text['Category.AddTitle'] }, LOAD);
    const save = within(dialog).getByRole('button', { name: text['Category.Save'] });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text['Category.Name']}`)), 'Tacos');
    await user.selectOptions(within(dialog).getByLabelText(text['Category.Department']), 'Food');
    await user.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    await user.click(within(dialog).getByText('Kids'));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(await screen.findByRole('heading', { name: 'TACOS' }, LOAD)).toBeInTheDocument();
    const [row] = await server.db.query<{ display_color: string; department: string; tags: string[] }>(
      `select c.display_color, d.name as department,
         array(select t.name from item_category_tags ct join tags t using (tag_id) where ct.item_category_id = c.item_category_id) as tags
       from item_categories c join departments d using (department_id) where c.merchant_id = 1001 and c.category_name = 'TACOS'`,
    );
    expect(row).toEqual({ display_color: '00897B', department: 'Food', tags: ['Kids'] });
  });

  it('a name already taken: the error modal says so, the field too, and the modal keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001, `?category=${await idOf('DESSERTS')}`);
    await screen.findByRole('heading', { name: 'DESSERTS' }, LOAD);
    await user.click(screen.getByRole('button', { name: text['Category.Edit'] }));
    const dialog = await screen.findByRole('dialog', { name: text['Category.EditTitle'] }, LOAD);
    const name = within(dialog).getByLabelText(new RegExp(`^${text['Category.Name']}`));
    expect(name).toHaveValue('DESSERTS');
    await user.clear(name);
    await user.type(name, 'mains');
    await user.click(within(dialog).getByRole('button', { name: text['Category.Save'] }));
    await waitFor(() => expect(errorModalStore.current()?.message).toBe(text['Category.NameTaken']), LOAD);
    expect(within(dialog).getByText(text['Category.NameTaken'])).toBeInTheDocument();
    expect(name).toHaveValue('mains');
  });

  it('a store user of several stores reads the menu: no Add, no Edit Category, no Add Item', async () => {
    await renderScreen('shiftlead', 2002);
    await categoryButton('STARTERS');
    expect(await screen.findByText(text['Menu.ReadOnly'], {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text['Category.Add'] })).toBeNull();
    expect(screen.queryByRole('button', { name: text['Category.Edit'] })).toBeNull();
    expect(screen.queryByRole('button', { name: text['Item.Add'] })).toBeNull();
  });
});
