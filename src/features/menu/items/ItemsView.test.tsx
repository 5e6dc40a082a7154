import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { ItemsView } from './ItemsView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/menu/categoriesoritems/items';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

async function renderList(username: string, query = '') {
  await signIn(server, username);
  await http.post('Account/SaveStoreContext?StoreId=2001', {});
  return renderPortalScreen(ItemsView, PATH, { search: query });
}

describe('the items list against the real server', () => {
  it('pages every item with its category; the category filter and the search narrow it; a row opens the item', async () => {
    const user = userEvent.setup();
    const { location } = await renderList('owner');
    const grid = await screen.findByRole('table', { name: text['Item.GridLabel'] }, LOAD);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(20), LOAD);
    expect(
      within(grid).getByRole('columnheader', { name: new RegExp(text['Item.Category']) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text['Item.Import'] })).toBeDisabled();
    expect(screen.getByRole('button', { name: text['Item.Download'] })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText(text['Item.Category']), 'DRINKS');
    await waitFor(() => expect(within(grid).getByText('Lemonade')).toBeInTheDocument(), LOAD);
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    expect(location.history?.at(-1)).toMatch(/category=\d+/);

    await user.type(screen.getByRole('searchbox', { name: text['Item.Search'] }), 'tea');
    await waitFor(() => expect(within(grid).queryByText('Lemonade')).toBeNull(), LOAD);
    await user.click(within(grid).getByText('Iced Tea'));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/\/menu\/categoriesoritems\/items\/\d+$/));
  });

  it('Add Item opens a new item', async () => {
    const user = userEvent.setup();
    const { location } = await renderList('manager');
    await user.click(await screen.findByRole('button', { name: text['Item.Add'] }, LOAD));
    expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/categoriesoritems/items/0');
  });
});
