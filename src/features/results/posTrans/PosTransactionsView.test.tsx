import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'wouter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { accessContextOf } from '../../../domain/access/context';
import { fallbackFeatureFlags, type FeatureFlags } from '../../../domain/featureFlags';
import { datePresetRange, type PosTransactionSearchAnswer } from '../../../domain/posTransactions';
import type { PortalData } from '../../../domain/portalData';
import { PORTAL_ROUTE } from '../../../lib/basePath';
import { PendingChangesProvider } from '../../../scaffold/pendingChanges/PendingChanges';
import { type RecordedRequest, signIn } from '../../selection/shared/testSession';
import { PosTransactionsView } from './PosTransactionsView';
import { storeDateTime } from '../../../../i18n/storeTimeFormat';
import { atInstant, inTimeZone } from '../../../../test/storeClock';
import { screenWidth } from '../../../../test/wideScreen';

const text = messages as Record<string, string>;
const LOAD = { timeout: 15_000 };
/** The test database's last week (its clock: test/testClock.ts, 2026-11-20). */
const WEEK = '?from=2026-11-14&to=2026-11-20';
const SEARCH = '/TicketViewer/SearchTickets';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());
afterEach(() => screenWidth(1024));

interface Opened {
  requests: RecordedRequest[];
  location: ReturnType<typeof renderWithProviders>['location'];
}

/**
 * Signs in (on a store; in company view: 0; null: no store chosen after the log-on), then opens the
 * page at `address` (a path and query).
 */
async function open(
  username: string,
  storeId: number | null,
  address: string,
  flags: Partial<FeatureFlags> = { getSalesTicket: true },
  now?: () => Date,
): Promise<Opened> {
  const { requests } = await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  const ctx = accessContextOf(await http.get<PortalData>('Portal/GetPortalData'), null, {
    ...fallbackFeatureFlags(),
    posTransactionsPage: true,
    ...flags,
  });
  requests.length = 0;
  // the view as the shell shows it on both of its routes: the path it gets is the address's
  function Routed() {
    const [location] = useLocation();
    return <PosTransactionsView ctx={ctx} path={location} />;
  }
  const { location } = renderWithProviders(
    <PendingChangesProvider>
      <Route path={PORTAL_ROUTE} nest>
        <Routed />
      </Route>
    </PendingChangesProvider>,
    { path: `${PORTAL_ROUTE}${address}`, now },
  );
  return { requests, location };
}

const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.path === SEARCH);
const lastSearch = (requests: RecordedRequest[]) =>
  searches(requests).at(-1)?.body as Record<string, unknown>;
const address = (o: Opened) => o.location.history?.at(-1) ?? '';
const grid = () => screen.findByRole('table', { name: text['PosTransactions.GridLabel'] }, LOAD);
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The answer the page asked for last (the same search, straight from the server). */
async function answerOf(body: Record<string, unknown>) {
  return http.post<PosTransactionSearchAnswer>('TicketViewer/SearchTickets', body);
}

describe('POS transactions against the real server (2-menu §2, §4)', () => {
  it('opens on the range of the address: the summary of the whole set and 25 rows, newest first', async () => {
    const page = await open('owner', 2001, `/results/posTrans${WEEK}`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBe(25), LOAD);
    const body = lastSearch(page.requests);
    expect(body).toMatchObject({
      FromDate: '2026-11-14',
      ToDate: '2026-11-20',
      TicketFilter: '',
      SearchArg2: '',
      SearchColumnFilter: 'all',
      PageRowCount: 25,
      RequestedPageNum: 1,
      SortColumn: 'TicketDate',
      SortDirection: 'desc',
    });
    const answer = await answerOf(body);
    const summary = screen.getByRole('region', { name: text['PosTransactions.Summary'] });
    expect(within(summary).getByText(String(answer.Summary.TicketCount))).toBeInTheDocument();
    expect(answer.Summary.TicketCount).toBe(answer.TotalRowCount);
    expect(within(table).getByText(String(answer.ResultSet[0].TicketNumber))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text['PosTransactions.From'] })).toHaveValue('11/14/2026');
    // a store is chosen: no Store column
    expect(
      within(table).queryByRole('columnheader', { name: text['PosTransactions.Column.StoreName'] }),
    ).toBeNull();
    await expectNoAxeViolations();
  });

  it('a filter change reloads page 1 with its arguments, kept in the address; a sort too', async () => {
    const user = userEvent.setup();
    const page = await open('owner', 2001, `/results/posTrans${WEEK}&page=2`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), LOAD);
    await user.selectOptions(
      screen.getByRole('combobox', { name: text['PosTransactions.TicketFilter'] }),
      text['PosTransactions.Filter.refund'],
    );
    await waitFor(
      () => expect(lastSearch(page.requests)).toMatchObject({ TicketFilter: 'R', RequestedPageNum: 1 }),
      LOAD,
    );
    expect(address(page)).toContain('filter=refund');
    expect(address(page)).not.toContain('page=2');
    await waitFor(() => {
      const types = dataRows(table).map((r) => within(r).getAllByRole('cell')[4].textContent);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set([text['PosTransactions.Type.R']]));
    }, LOAD);
    await user.click(within(table).getByRole('button', { name: text['PosTransactions.Column.TotalAmount'] }));
    await waitFor(
      () =>
        expect(lastSearch(page.requests)).toMatchObject({ SortColumn: 'TotalAmount', SortDirection: 'asc' }),
      LOAD,
    );
    expect(address(page)).toContain('sort=TotalAmount');
  });

  it('the presets set From and To from today; the search-by choice goes with the request', async () => {
    const user = userEvent.setup();
    const page = await open('owner', 2001, '/results/posTrans');
    await grid();
    // the test clock's day in New York (18:00 on 20 November)
    const today = '2026-11-20';
    expect(screen.getByRole('radio', { name: text['PosTransactions.Preset.today'] })).toBeChecked();
    await waitFor(
      () =>
        expect(lastSearch(page.requests)).toMatchObject({
          FromDate: today,
          ToDate: today,
          DatePreset: 'today',
        }),
      LOAD,
    );
    await user.click(screen.getByRole('radio', { name: text['PosTransactions.Preset.last30'] }));
    const last30 = datePresetRange('last30', today);
    await waitFor(
      () => expect(lastSearch(page.requests)).toMatchObject({ ...last30, DatePreset: 'last30' }),
      LOAD,
    );
    expect(address(page)).toContain(`from=${last30.FromDate}&to=${last30.ToDate}`);
    expect(screen.getByRole('radio', { name: text['PosTransactions.Preset.last30'] })).toBeChecked();
    await user.selectOptions(
      screen.getByRole('combobox', { name: text['PosTransactions.SearchBy'] }),
      text['PosTransactions.SearchColumn.user_name'],
    );
    await user.type(screen.getByRole('searchbox', { name: text['PosTransactions.Search'] }), 'Dana');
    await waitFor(
      () =>
        expect(lastSearch(page.requests)).toMatchObject({
          SearchColumnFilter: 'user_name',
          SearchArg: 'Dana',
        }),
      LOAD,
    );
    expect(address(page)).toMatch(/by=user_name.*q=Dana|q=Dana.*by=user_name/);
  });

  it('To before From: the To field says so and nothing is asked until it is right', async () => {
    const user = userEvent.setup();
    const page = await open('owner', 2001, `/results/posTrans${WEEK}`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBe(25), LOAD);
    const asked = searches(page.requests).length;
    const to = screen.getByRole('textbox', { name: text['PosTransactions.To'] });
    await user.clear(to);
    await user.type(to, '11/10/2026');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(expect.stringContaining(text['PosTransactions.ToBeforeFrom'])),
    );
    expect(searches(page.requests).length).toBe(asked);
    expect(screen.queryByRole('region', { name: text['PosTransactions.Summary'] })).toBeNull();
    expect(within(table).getByText(text['PosTransactions.FixRange'])).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '11/15/2026');
    await waitFor(
      () => expect(lastSearch(page.requests)).toMatchObject({ FromDate: '2026-11-14', ToDate: '2026-11-15' }),
      LOAD,
    );
    expect(to).not.toHaveAccessibleDescription(expect.stringContaining(text['PosTransactions.ToBeforeFrom']));
  });

  it('at 1024 px a ticket opens beside the list, its address keeping the search; Close goes back', async () => {
    screenWidth(1024);
    const user = userEvent.setup();
    const page = await open('owner', 2001, `/results/posTrans${WEEK}&filter=sale`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBe(25), LOAD);
    const answer = await answerOf(lastSearch(page.requests));
    const ticket = answer.ResultSet[2];
    await user.click(within(table).getByText(String(ticket.TicketNumber)).closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(address(page)).toBe(`${PORTAL_ROUTE}/results/posTrans/${ticket.id}${WEEK}&filter=sale`),
    );
    expect(screen.getByRole('table', { name: text['PosTransactions.GridLabel'] })).toBeInTheDocument();
    const selected = within(table).getByText(String(ticket.TicketNumber)).closest('tr') as HTMLElement;
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('tablist', {}, LOAD); // the ticket's panel, read (while it loads, its Close is another)
    await user.click(screen.getByRole('button', { name: text['TicketDetail.Close'] }));
    await waitFor(() => expect(address(page)).toBe(`${PORTAL_ROUTE}/results/posTrans${WEEK}&filter=sale`));
  });

  it('at 375 px a ticket is alone, with the way back to the same list', async () => {
    screenWidth(375);
    const user = userEvent.setup();
    const page = await open('owner', 2001, `/results/posTrans${WEEK}`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBe(25), LOAD);
    await user.click(dataRows(table)[0]);
    await waitFor(() =>
      expect(address(page)).toMatch(/\/results\/posTrans\/\d+\?from=2026-11-14&to=2026-11-20$/),
    );
    expect(screen.queryByRole('table', { name: text['PosTransactions.GridLabel'] })).toBeNull();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: text['PosTransactions.BackToList'] }));
    await waitFor(() => expect(address(page)).toBe(`${PORTAL_ROUTE}/results/posTrans${WEEK}`));
    expect(await grid()).toBeInTheDocument();
  });

  it('a ticket the loaded result set does not hold is cleared (the address replaced)', async () => {
    const page = await open('owner', 2001, `/results/posTrans/999999999${WEEK}`);
    await waitFor(() => expect(address(page)).toBe(`${PORTAL_ROUTE}/results/posTrans${WEEK}`), LOAD);
    expect(page.location.history?.filter((h) => h.includes('999999999'))).toHaveLength(0);
  });

  it('company view: every store of the merchant, with the Store column', async () => {
    const page = await open('owner', 0, `/results/posTrans${WEEK}`);
    const table = await grid();
    await waitFor(() => expect(dataRows(table).length).toBe(25), LOAD);
    expect(
      within(table).getByRole('columnheader', { name: text['PosTransactions.Column.StoreName'] }),
    ).toBeInTheDocument();
    expect(searches(page.requests).length).toBeGreaterThan(0);
  });

  it('without getSalesTicket there is no search-by choice and the search is over all columns', async () => {
    const page = await open('owner', 2001, `/results/posTrans${WEEK}&by=user_name`, {
      getSalesTicket: false,
    });
    await grid();
    expect(screen.queryByRole('combobox', { name: text['PosTransactions.SearchBy'] })).toBeNull();
    await waitFor(() => expect(lastSearch(page.requests)).toMatchObject({ SearchColumnFilter: 'all' }), LOAD);
  });

  it('store-view-only: a store user in company view of several stores must choose a store; nothing is asked', async () => {
    const page = await open('shiftlead', null, `/results/posTrans${WEEK}`);
    const data = await http.get<PortalData>('Portal/GetPortalData');
    expect(data.storeId).toBeNull();
    expect(data.activeStoreCount).toBeGreaterThan(1);
    const modal = await screen.findByRole(
      'alertdialog',
      { name: text['PosTransactions.StoreViewOnly.Title'] },
      LOAD,
    );
    expect(
      within(modal).getByRole('button', { name: text['PosTransactions.StoreViewOnly.ChooseStore'] }),
    ).toBeInTheDocument();
    expect(document.querySelector('[inert]')).not.toBeNull();
    expect(searches(page.requests)).toHaveLength(0);
    await expectNoAxeViolations();
  });
});

describe("POS transactions on the store's clock (issue 22 §1; 2-menu §2 date control)", () => {
  /** The server's and the portal's clocks at an instant for a test, and back. */
  function at<T>(instant: string, run: (now: () => Date) => Promise<T>): Promise<T> {
    return atInstant(server, instant, (now) => run(() => now));
  }

  it("at 21:30 in New York (02:30 UTC the next day) Today is the New York date, and times are New York's", async () => {
    await at('2026-11-21T02:30:00Z', async (now) => {
      const page = await open('owner', 2001, '/results/posTrans', undefined, now);
      const table = await grid();
      expect(screen.getByRole('radio', { name: text['PosTransactions.Preset.today'] })).toBeChecked();
      expect(screen.getByRole('textbox', { name: text['PosTransactions.From'] })).toHaveValue('11/20/2026');
      expect(screen.getByRole('textbox', { name: text['PosTransactions.To'] })).toHaveValue('11/20/2026');
      await waitFor(
        () =>
          expect(lastSearch(page.requests)).toMatchObject({
            FromDate: '2026-11-20',
            ToDate: '2026-11-20',
            DatePreset: 'today',
          }),
        LOAD,
      );
      const answer = await answerOf(lastSearch(page.requests));
      expect(answer.ResultSet.length).toBeGreaterThan(0);
      await waitFor(() => expect(dataRows(table).length).toBe(Math.min(25, answer.ResultSet.length)), LOAD);
      // the newest ticket's time on New York's clock, no zone (one store)
      const newest = answer.ResultSet[0];
      const shown = storeDateTime(newest.TicketDate, 'America/New_York');
      expect(shown).toMatch(/^11\/20\/2026 \d{1,2}:\d{2} (AM|PM)$/);
      expect(within(dataRows(table)[0]).getByText(shown)).toBeInTheDocument();
    });
  });

  it('company view at 22:00 in Denver (midnight in New York): Today spans both days and each time says its zone', async () => {
    await inTimeZone(server, 2002, 'America/Denver', () =>
      at('2026-11-21T05:00:00Z', async (now) => {
        const page = await open('owner', null, '/results/posTrans', undefined, now);
        const table = await grid();
        expect(screen.getByRole('radio', { name: text['PosTransactions.Preset.today'] })).toBeChecked();
        expect(screen.getByRole('textbox', { name: text['PosTransactions.From'] })).toHaveValue('11/20/2026');
        expect(screen.getByRole('textbox', { name: text['PosTransactions.To'] })).toHaveValue('11/21/2026');
        await waitFor(
          () =>
            expect(lastSearch(page.requests)).toMatchObject({
              FromDate: '2026-11-20',
              ToDate: '2026-11-21',
              DatePreset: 'today',
            }),
          LOAD,
        );
        // New York's stores have no ticket of their 21st yet: Denver's day is the list
        const answer = await answerOf(lastSearch(page.requests));
        expect(new Set(answer.ResultSet.map((r) => r.StoreId))).toEqual(new Set([2002]));
        await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), LOAD);
        expect(
          within(dataRows(table)[0]).getByText(/^11\/20\/2026 \d{1,2}:\d{2} (AM|PM) MST$/),
        ).toBeInTheDocument();
      }),
    );
  });
});
