import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { myStoreApi } from '../../../api/myStore';
import { signIn } from '../../selection/shared/testSession';
import { MyStoreView } from './MyStoreView';

const text = messages as Record<string, string>;
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());

/** My store as the shell shows it: under the portal base, with the session's access context. */
async function renderMyStore(search = '') {
  return renderPortalScreen(MyStoreView, '/mystore', { search });
}

const LOAD = { timeout: 10_000 };

describe('my store against the real server', () => {
  it("the owner sees today's figures with the date and last week's, and the definition one tap away", async () => {
    await signIn(server, 'owner');
    const api = (await myStoreApi.activitySummary()).Entity;
    if (!api) throw new Error('no activity summary');
    renderMyStore();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Activity Summary',
      'Sales Dashboard',
      'Customer Dashboard',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText(
        'Today, Friday, November 20, 2026 · All stores of Harbor Bistro Group',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Compared with Friday, November 13, 2026, the same weekday last week.'),
    ).toBeInTheDocument();
    const net = screen.getByRole('group', { name: text['MyStore.NetSales'] });
    expect(net).toHaveTextContent(money(api.Day.NetSales));
    expect(net).toHaveTextContent(`Last Friday: ${money(api.LastWeek.NetSales)}`);
    const average = screen.getByRole('group', { name: text['MyStore.AverageTicket'] });
    expect(average).toHaveTextContent(money(api.Day.AverageTicket));

    const user = userEvent.setup();
    await user.click(within(average).getByRole('button', { name: 'About Average ticket' }));
    const definition = await screen.findByRole('dialog', { name: text['MyStore.AverageTicket'] });
    expect(definition).toHaveTextContent(text['MyStore.Definition.AverageTicket']);
  });

  it('the sales tab: its chart table has the numbers of the API; tab and period live in the URL', async () => {
    await signIn(server, 'owner');
    const api = (await myStoreApi.salesDashboard({ Period: 'last7' })).Entity;
    if (!api) throw new Error('no sales dashboard');
    const { location } = await renderMyStore();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: text['MyStore.SalesDashboard'] }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/mystore?tab=sales'));
    const table = await screen.findByRole('table', { name: text['MyStore.NetSalesByDay'] }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual(api.Days.map((d) => [money(d.NetSales), money(d.PreviousNetSales)]));
    expect(rows[6]).toHaveTextContent('Fri, Nov 20');
    // company view: the stores side by side, as many as the API gives
    const stores = screen.getByRole('table', { name: text['MyStore.StoresSideBySide'] });
    expect(within(stores).getAllByRole('row')).toHaveLength((api.Stores?.length ?? 0) + 1);
    expect(screen.getByRole('table', { name: text['MyStore.PaymentMix'] })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(text['MyStore.Period']), 'last30');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/Portal/NewIndex/mystore?tab=sales&period=last30'),
    );
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table', { name: text['MyStore.NetSalesByDay'] })).getAllByRole('row'),
        ).toHaveLength(31),
      LOAD,
    );
  });

  it('opens on the tab of the URL: the customer dashboard with new and returning customers', async () => {
    await signIn(server, 'manager');
    const api = (await myStoreApi.customerDashboard({ Period: 'last30' })).Entity;
    if (!api) throw new Error('no customer dashboard');
    await renderMyStore('?tab=customers&period=last30');
    expect(await screen.findByRole('tab', { name: text['MyStore.CustomerDashboard'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: text['MyStore.NewVsReturning'] }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [
        within(r).getByRole('rowheader').textContent,
        within(r).getAllByRole('cell')[0].textContent,
      ]),
    ).toEqual([
      [text['MyStore.NewCustomers'], String(api.NewCustomers)],
      [text['MyStore.ReturningCustomers'], String(api.ReturningCustomers)],
    ]);
    expect(screen.getByText(/Harbor Downtown/)).toBeInTheDocument();
  });

  it('a store user without a chosen store gets the refusal, not figures, and can try again', async () => {
    await signIn(server, 'shiftlead');
    await renderMyStore();
    expect(await screen.findByText(text['MyStore.NoStore'], {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(text['MyStore.LoadFailed'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text['MyStore.Retry'] })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: text['MyStore.NetSales'] })).toBeNull();
  });
});
