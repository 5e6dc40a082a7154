import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { pageNavigation } from '../../../lib/pageNavigation';
import { signIn } from '../../selection/shared/testSession';
import { MyBillsView } from './MyBillsView';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** My Bills as the shell shows it: under the portal base, with the session's access context. */
async function renderBills(search = '') {
  return renderPortalScreen(MyBillsView, '/account/mybills', { search });
}

const figure = (name: string) => screen.getByRole('group', { name });

/** The hosted payment page's form, posted as the browser would from the page the portal went to. */
async function payOnHostedPage(url: string, cardNumber = '4242 4242 4242 4242') {
  const token = new URL(url, 'http://localhost:8080').searchParams.get('token') ?? '';
  const page = await server.app.fetch(new Request(`http://localhost:8080${url}`));
  expect(await page.text()).toContain('Pay $158.00');
  return server.app.fetch(
    new Request('http://localhost:8080/AccountBilling/HostedPaymentPage', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      body: new URLSearchParams({
        token,
        cardholderName: 'Olivia Owner',
        cardNumber,
        expiry: '12/30',
        cvc: '321',
        postalCode: '02110',
      }).toString(),
    }),
  );
}

describe('My Bills against the real server', () => {
  it('a user who may not pay sees the bill read-only and the account managers to ask', async () => {
    await signIn(server, 'manager');
    await renderBills();
    expect(await screen.findByText(text['MyBills.ReadOnly'], {}, LOAD)).toBeInTheDocument();
    const managers = await screen.findByRole('list', { name: text['MyBills.AccountManagers'] }, LOAD);
    expect(within(managers).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(managers).getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('a store user who may not pay sees the bills of the assigned stores alone (issue 22 §5)', async () => {
    await signIn(server, 'manager');
    await renderBills();
    expect(await screen.findByText(text['MyBills.AssignedStoresOnly'], {}, LOAD)).toBeInTheDocument();
    expect(figure(text['MyBills.BalanceDue'])).toHaveTextContent('$0.00');
    const stores = screen.getByRole('region', { name: text['MyBills.Stores'] });
    expect(
      within(stores)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Harbor Downtown')]);
    expect(screen.queryByText(/Card on file/)).toBeNull();
    const grid = await screen.findByRole('table', { name: text['MyBills.Invoices'] }, LOAD);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(7), LOAD);
    expect(within(grid).queryByText('Harbor Midtown')).toBeNull();
  });

  it('the owner sees the balance, each store and the invoices; page and status live in the URL', async () => {
    await signIn(server, 'owner');
    const { location } = await renderBills();
    await waitFor(() => expect(figure(text['MyBills.BalanceDue'])).toHaveTextContent('$158.00'), LOAD);
    expect(figure(text['MyBills.PastDueAmount'])).toHaveTextContent('$79.00');
    expect(figure(text['MyBills.NextDueDate'])).toHaveTextContent('Nov 15, 2026');
    expect(
      await screen.findByText(/Harbor Bistro Group · merchant 1001 · Subscription A-S00001001/, {}, LOAD),
    );
    expect(screen.getByText('Card on file: Visa ending 4242, expires 08/28')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '$79.00 is overdue at Harbor Midtown. That store is locked until it is paid.',
    );
    const stores = screen.getByRole('region', { name: text['MyBills.Stores'] });
    expect(within(stores).getByText('Harbor Midtown').closest('li')).toHaveTextContent('Overdue');
    expect(within(stores).getByText('Harbor Pier').closest('li')).toHaveTextContent('Due in 3 days');

    const grid = await screen.findByRole('table', { name: text['MyBills.Invoices'] }, LOAD);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text['DesignSystem.NextPage'] }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mybills?page=2'));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6), LOAD);
    await user.selectOptions(screen.getByLabelText(text['MyBills.StatusFilter']), 'open');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mybills?status=open'),
    );
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3), LOAD);
    expect(within(grid).getAllByRole('row')[2]).toHaveTextContent('Harbor Midtown');
    expect(within(grid).getAllByRole('row')[2]).toHaveTextContent('Overdue');
  });

  it('a bill changed meanwhile: Pay is refused with the clear message and the bill is read again', async () => {
    await signIn(server, 'owner');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderBills();
    const pay = await screen.findByRole('button', { name: 'Pay $158.00' }, LOAD);
    // another account manager changes the card on file
    await server.db.query(
      'update billing_accounts set concurrency_checksum = concurrency_checksum + 1 where merchant_id = 1001',
    );
    await userEvent.setup().click(pay);
    expect(await screen.findByText(text['Billing.StaleChecksum'], {}, LOAD)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    // the bill on screen has the new checksum: Pay works now
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $158.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), LOAD);
  });

  it('Pay opens the hosted payment page; back from it the bill is paid and no store is overdue', async () => {
    await signIn(server, 'owner');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const first = await renderBills();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $158.00' }, LOAD));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), LOAD);
    const url = assign.mock.calls[0][0];
    expect(url).toMatch(/^\/AccountBilling\/HostedPaymentPage\?token=/);
    const answer = await payOnHostedPage(url);
    expect(answer.status).toBe(303);
    const back = answer.headers.get('location') ?? '';
    first.unmount();

    const { location } = await renderBills(back.replace(/^.*\/account\/mybills/, ''));
    expect(await screen.findByText(text['MyBills.PaidTitle'], {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(figure(text['MyBills.BalanceDue'])).toHaveTextContent('$0.00'), LOAD);
    expect(figure(text['MyBills.NextDueDate'])).toHaveTextContent(text['MyBills.NothingDue']);
    expect(screen.getByRole('button', { name: text['MyBills.UpdateCard'] })).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: text['MyBills.Stores'] });
    expect(within(stores).queryByText('Overdue')).toBeNull();
    // the banner goes with its dismissal, and so does the query
    const banner = screen.getByText(text['MyBills.PaidTitle']).closest<HTMLElement>('[role="status"]');
    if (!banner) throw new Error('no banner');
    await userEvent.setup().click(within(banner).getByRole('button', { name: text['DesignSystem.Dismiss'] }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/account/mybills'));
  });
});
