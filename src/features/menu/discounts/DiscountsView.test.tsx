import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { DiscountsView } from './DiscountsView';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** Signs in on a store, then shows the list as the shell does (under the portal base). */
async function renderList(username: string, storeId: number) {
  await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(DiscountsView, '/menu/discounts');
}

describe('the discount list against the real server', () => {
  it('the owner (several stores) sees the discounts by name without the Active column, and opens one', async () => {
    const user = userEvent.setup();
    const { location } = await renderList('owner', 2001);
    const grid = await screen.findByRole('table', { name: text['Discount.GridLabel'] }, LOAD);
    await waitFor(() => expect(within(grid).getByText('HAPPY HOUR')).toBeInTheDocument(), LOAD);
    expect(within(grid).queryByRole('columnheader', { name: text['Discount.Active'] })).toBeNull();
    const row = within(grid).getByText('SENIOR 10').closest('tr') as HTMLElement;
    expect(within(row).getByText('Percent')).toBeInTheDocument();
    expect(within(row).getByText('10.00')).toBeInTheDocument();
    await user.click(row);
    await waitFor(() =>
      expect(location.history?.at(-1)).toMatch(/^\/Portal\/NewIndex\/menu\/discounts\/\d+$/),
    );
    expect(screen.getByRole('button', { name: text['Discount.Add'] })).toBeInTheDocument();
  });

  it('a store user sees whether each discount is active in the store; search narrows the list', async () => {
    const user = userEvent.setup();
    await renderList('manager', 2001);
    const grid = await screen.findByRole('table', { name: text['Discount.GridLabel'] }, LOAD);
    await waitFor(() => expect(within(grid).getByText('STAFF MEAL')).toBeInTheDocument(), LOAD);
    expect(within(grid).getByRole('columnheader', { name: text['Discount.Active'] })).toBeInTheDocument();
    const staff = within(grid).getByText('STAFF MEAL').closest('tr') as HTMLElement;
    expect(within(staff).getByText(text['Discount.Yes'])).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: text['Discount.Search'] }), 'seniors');
    await waitFor(() => expect(within(grid).queryByText('STAFF MEAL')).toBeNull(), LOAD);
    expect(within(grid).getByText('SENIOR 10')).toBeInTheDocument();
  });
});
