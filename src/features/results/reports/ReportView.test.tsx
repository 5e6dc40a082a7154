import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'wouter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderWithProviders } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import type { ApiResult } from '../../../domain/contract';
import type { ReportAnswer } from '../../../domain/reports';
import { PORTAL_ROUTE } from '../../../lib/basePath';
import { type RecordedRequest, signIn } from '../../selection/shared/testSession';
import { ReportView } from './ReportView';
import { storeDateTime, zonedInstantOf } from '../../../../i18n/storeTimeFormat';
import { atInstant, inTimeZone } from '../../../../test/storeClock';

const text = messages as Record<string, string>;
const LOAD = { timeout: 15_000 };
/** The test database's last 30 days (its clock: test/testClock.ts, 2026-11-20). */
const PERIOD = 'from=2026-10-22&to=2026-11-20';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** Signs in on a store (0: company view), then opens the report screen at `address` (on the portal's clock `now`). */
async function open(username: string, storeId: number, address: string, now?: () => Date) {
  const { requests } = await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  requests.length = 0;
  function Routed() {
    const [location] = useLocation();
    return <ReportView ctx={undefined as never} path={location.split('?')[0]} />;
  }
  const { location } = renderWithProviders(
    <Route path={PORTAL_ROUTE} nest>
      <Routed />
    </Route>,
    { path: `${PORTAL_ROUTE}${address}`, now },
  );
  return { requests, location };
}

const reportBodies = (requests: RecordedRequest[], id: string) =>
  requests.filter((r) => r.path === `/Report/${id}`).map((r) => r.body as Record<string, unknown>);
const table = (id: string) => screen.findByRole('table', { name: text[`Reports.Title.${id}`] }, LOAD);
const bodyRows = (t: HTMLElement) => [...t.querySelectorAll('tbody tr')] as HTMLTableRowElement[];

describe('the report screen against the real server (issue 9)', () => {
  it("a company view adds up the merchant's stores, then the stores chosen, kept in the address", async () => {
    const page = await open('owner', 0, `/results/operations/location?${PERIOD}&compare=none`);
    const grid = await table('operationsLocation');
    await waitFor(
      () => expect(reportBodies(page.requests, 'operationsLocation').length).toBeGreaterThan(0),
      LOAD,
    );
    const asked = reportBodies(page.requests, 'operationsLocation').at(-1);
    expect(asked).toMatchObject({ From: '2026-10-22', To: '2026-11-20', Comparison: 'none', StoreIds: null });
    const answer = (await http.post<ApiResult<ReportAnswer>>('Report/operationsLocation', asked))
      .Entity as ReportAnswer;
    // a row a store with tickets in the period, as the server adds them up
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(answer.Rows.length), LOAD);
    expect(answer.StoreIds).toHaveLength(6);
    const tickets = answer.Measures.indexOf('tickets');
    const total = within(grid)
      .getByRole('rowheader', { name: text['Reports.Total'] })
      .closest('tr') as HTMLElement;
    expect(total).toHaveTextContent(answer.Totals.Values[tickets].toLocaleString('en-US'));
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: /^Stores: All stores \(6\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Harbor Uptown' }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(answer.Rows.length - 1), LOAD);
    expect(page.location.history?.at(-1)).toMatch(
      /[?&]stores=2001(%2C|,)2003(%2C|,)2004(%2C|,)2005(%2C|,)2006(&|$)/,
    );
    expect(reportBodies(page.requests, 'operationsLocation').at(-1)?.StoreIds).toEqual([
      2001, 2003, 2004, 2005, 2006,
    ]);
    expect(within(grid).queryByText('Harbor Uptown')).toBeNull();
  });

  it("a store's view sorts a report by a column, kept in the address", async () => {
    const page = await open('owner', 2001, `/results/sales/item?${PERIOD}`);
    const grid = await table('salesItem');
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(5), LOAD);
    expect(reportBodies(page.requests, 'salesItem').at(-1)).toMatchObject({
      Comparison: 'previous',
      StoreIds: null,
    });
    await userEvent.click(within(grid).getByRole('button', { name: text['Reports.Measure.quantity'] }));
    await waitFor(() =>
      expect(page.location.history?.at(-1)).toMatch(/sort\.salesItem=m\.quantity(%3A|:)asc/),
    );
    const quantities = bodyRows(grid).map((r) =>
      Number(r.cells[1].firstChild?.textContent?.replace(/,/g, '')),
    );
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(screen.getByText('Harbor Downtown', { exact: true })).toBeInTheDocument();
  });

  it('a report leads with its title, what it counts and its headline figures; the hourly report names its comparison (issue 22 §3)', async () => {
    await open('owner', 2001, `/results/sales/hourly?${PERIOD}`);
    await table('salesHourly');
    expect(
      screen.getByRole('heading', { level: 2, name: text['Reports.Title.salesHourly'] }),
    ).toBeInTheDocument();
    // the chart's comparison: the same weekdays of the 4 weeks before the period, named with its dates
    expect(
      screen.getByText(/same weekdays of the 4 weeks before \(Sep 24 – Nov 13, 2026\)/),
    ).toBeInTheDocument();
    const answer = (
      await http.post<ApiResult<ReportAnswer>>('Report/salesHourly', {
        From: '2026-10-22',
        To: '2026-11-20',
        Preset: null,
        Comparison: 'previous',
        StoreIds: null,
      })
    ).Entity as ReportAnswer;
    const headline = screen.getByRole('region', { name: text['Reports.Headline'] });
    const net = within(headline).getByRole('group', { name: text['Reports.Measure.netSales'] });
    const dollars = answer.Headline.Values[0].toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await waitFor(() => expect(net).toHaveTextContent(dollars), LOAD);
    expect(
      within(headline).getByRole('group', { name: text['Reports.Measure.tickets'] }),
    ).toBeInTheDocument();
    expect(
      within(net).getByRole('button', { name: `About ${text['Reports.Measure.netSales']}` }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('⚠');
  });

  it('a period the address gives out of order is said and nothing is asked', async () => {
    const page = await open('owner', 2001, '/results/sales/summary?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText(text['Reports.ToBeforeFrom'], undefined, LOAD)).toBeInTheDocument();
    expect(reportBodies(page.requests, 'salesSummary')).toEqual([]);
  });
});

describe("the report screen on the store's clock (issue 22 §1)", () => {
  it('at 21:30 in New York (02:30 UTC the next day) Today is the New York date', async () => {
    await atInstant(server, '2026-11-21T02:30:00Z', async (now) => {
      const page = await open('owner', 2001, '/results/sales/summary?period=today&compare=none', () => now);
      await table('salesSummary');
      await waitFor(
        () => expect(reportBodies(page.requests, 'salesSummary').length).toBeGreaterThan(0),
        LOAD,
      );
      expect(reportBodies(page.requests, 'salesSummary').at(-1)).toMatchObject({
        From: '2026-11-20',
        To: '2026-11-20',
        Preset: 'today',
      });
    });
  });

  it("the void audit's times are each store's clock's, with the zone where the stores' clocks differ", async () => {
    await inTimeZone(server, 2002, 'America/Denver', async () => {
      const page = await open('owner', 0, `/results/operations/voidaudit?${PERIOD}&compare=none`);
      const grid = await table('operationsVoidAudit');
      await waitFor(
        () => expect(reportBodies(page.requests, 'operationsVoidAudit').length).toBeGreaterThan(0),
        LOAD,
      );
      const asked = reportBodies(page.requests, 'operationsVoidAudit').at(-1);
      const answer = (await http.post<ApiResult<ReportAnswer>>('Report/operationsVoidAudit', asked))
        .Entity as ReportAnswer;
      const time = answer.Texts.indexOf('time');
      const denver = answer.Rows.find((r) => r.Texts[0] === 'Harbor Uptown');
      const newYork = answer.Rows.find((r) => r.Texts[0] === 'Harbor Downtown');
      for (const [row, zone] of [
        [denver, /^\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (AM|PM) M[SD]T$/],
        [newYork, /^\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (AM|PM) E[SD]T$/],
      ] as const) {
        const zoned = zonedInstantOf(row?.Texts[time] ?? '');
        expect(zoned).not.toBeNull();
        const shown = storeDateTime(zoned?.instant ?? new Date(), zoned?.timeZone ?? '', true);
        expect(shown).toMatch(zone);
        await waitFor(() => expect(within(grid).getAllByText(shown).length).toBeGreaterThan(0), LOAD);
      }
    });
  });
});
