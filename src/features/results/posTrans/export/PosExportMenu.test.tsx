import { storeDateTimeCell } from '../../../../../i18n/storeTimeFormat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../../test/axe';
import { connectPortalToServer, renderWithProviders } from '../../../../../test/renderApp';
import { captureSavedFiles } from '../../../../../test/savedFiles';
import type { TestServer } from '../../../../../test/server';
import { http } from '../../../../api/http';
import {
  type PosTransactionRow,
  posTransExportColumns,
  type TicketLine,
  ticketDetailExportColumns,
} from '../../../../domain/posTransactions';
import { parseCsvText } from '../../../../scaffold/csv/csvText';
import { signIn } from '../../../selection/shared/testSession';
import { PosExportMenu } from './PosExportMenu';

// jsdom has no Worker: the CSV worker's session runs on the page here (csvWorkerClient.ts, its one
// seam); the worker itself runs in chromium in the bench (bench/posExport.ts).

const LOAD = { timeout: 20_000 };
const text: Record<string, string> = messages;
let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** The files the page handed to the browser. */
const saved = captureSavedFiles();

/** Three days of Harbor Downtown's tickets (the test clock's today is 2026-11-20), every kind. */
const request = {
  FromDate: '2026-11-18',
  ToDate: '2026-11-20',
  DatePreset: null,
  TicketFilter: '',
  SearchArg2: '',
  SearchColumnFilter: 'all',
  SearchArg: '',
};

/** The list's answer for the same search, every row, newest first. */
async function searched() {
  return http.post<{ ResultSet: PosTransactionRow[]; TotalRowCount: number }>('TicketViewer/SearchTickets', {
    ...request,
    PageRowCount: 10000,
    RequestedPageNum: 1,
    SortColumn: 'TicketDate',
    SortDirection: 'desc',
  });
}

async function csvOf(blob: Blob) {
  const parsed = parseCsvText(await blob.text(), 100000);
  if (!parsed.ok) throw new Error(parsed.key);
  return parsed;
}

/** Export → the file's item (pressed and released as two steps, as a real click has time between them). */
async function choose(label: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), LOAD);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const item = await screen.findByRole('menuitem', { name: label }, LOAD);
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

async function exportFile(label: string, wait = LOAD) {
  const count = saved.length;
  await choose(label);
  await waitFor(() => expect(saved).toHaveLength(count + 1), wait);
  return saved[count];
}

describe('PosExportMenu against the real server (2-menu §7: POS Trans and Ticket Detail as CSV)', () => {
  it("exports the search's tickets (POS Trans) and their lines (Ticket Detail), as the list and the ticket show them", async () => {
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2001', {});
    const list = await searched();
    expect(list.TotalRowCount).toBeGreaterThan(0);
    renderWithProviders(<PosExportMenu request={request} />);

    const tickets = await exportFile('POS Trans');
    expect(tickets.name).toBe('POS Trans 11-18-2026 to 11-20-2026.csv');
    const pt = await csvOf(tickets.blob);
    expect(pt.header).toEqual([...posTransExportColumns]);
    const col = (name: (typeof posTransExportColumns)[number]) => posTransExportColumns.indexOf(name);
    expect(
      pt.rows.map((r) => [
        r[col('TicketNumber')],
        r[col('TicketDate')],
        r[col('TimeZone')],
        r[col('StoreName')],
        r[col('TransactionType')],
        r[col('TotalAmount')],
      ]),
    ).toEqual(
      // the type by name and the amount with its two decimals, in the file as in the list (issue 22 §3)
      list.ResultSet.map((t) => [
        String(t.TicketNumber),
        // the store's local date and time, as a spreadsheet reads it (issue 22 §1)
        storeDateTimeCell(new Date(t.TicketDate), t.TimeZone),
        t.TimeZone,
        t.StoreName,
        text[`PosTransactions.Type.${t.TransactionType}`],
        t.TotalAmount.toFixed(2),
      ]),
    );
    expect(
      await screen.findByText(
        `POS Trans saved: ${list.TotalRowCount.toLocaleString('en-US')} tickets.`,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();

    const lines = await exportFile('Ticket Detail');
    expect(lines.name).toBe('Ticket Detail 11-18-2026 to 11-20-2026.csv');
    const td = await csvOf(lines.blob);
    expect(td.header).toEqual([...ticketDetailExportColumns]);
    const lineCol = (name: (typeof ticketDetailExportColumns)[number]) =>
      ticketDetailExportColumns.indexOf(name);
    const numbers = new Set(pt.rows.map((r) => r[col('TicketNumber')]));
    expect(td.rows.every((r) => numbers.has(r[lineCol('TicketNumber')]))).toBe(true);
    // the newest ticket's lines, as the ticket's Lines tab has them
    const newest = list.ResultSet[0];
    const answer = await http.post<{ Entity: { LineItems: TicketLine[] } }>('TicketViewer/GetTicketLines', {
      DocumentId: newest.id,
    });
    const ofNewest = td.rows.filter((r) => r[lineCol('TicketNumber')] === String(newest.TicketNumber));
    const byLine = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
    expect(ofNewest.map((r) => `${r[lineCol('LineNumber')]} ${r[lineCol('ItemName')]}`).sort(byLine)).toEqual(
      answer.Entity.LineItems.map((l) => `${l.LineNumber} ${l.ItemName}`).sort(byLine),
    );
    expect(
      await screen.findByText(
        `Ticket Detail saved: ${td.rows.length.toLocaleString('en-US')} ticket lines.`,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps the newest 100,000 rows of a larger set and says so (company view, every ticket line of the year)', async () => {
    await signIn(server, 'owner'); // no store chosen: every store of the merchant
    const year = { ...request, FromDate: '2025-10-22', ToDate: '2026-11-20' };
    renderWithProviders(<PosExportMenu request={year} />);
    // 100,000 rows built on the test's own thread (no worker in jsdom): a slow export, waited for as such
    const lines = await exportFile('Ticket Detail', { timeout: 100_000 });
    const td = await csvOf(lines.blob);
    expect(td.rows).toHaveLength(100000);
    const status = await screen.findByText(
      /^Ticket Detail saved: the newest 100,000 of [\d,]+ ticket lines\.$/,
      {},
      LOAD,
    );
    const total = Number(/of ([\d,]+)/.exec(status.textContent ?? '')?.[1].replaceAll(',', ''));
    expect(total).toBeGreaterThan(100000);
  }, 120_000);

  it('says so and saves nothing when no ticket matches', async () => {
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2001', {});
    renderWithProviders(
      <PosExportMenu request={{ ...request, SearchColumnFilter: 'ticket_number', SearchArg: '999999999' }} />,
    );
    await choose('POS Trans');
    expect(
      await screen.findByText('POS Trans: no tickets match these filters, so no file was saved.', {}, LOAD),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
