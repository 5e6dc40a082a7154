import axe from 'axe-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../../test/axe';
import { connectPortalToServer } from '../../../../../test/renderApp';
import type { TestServer } from '../../../../../test/server';
import { TEST_NOW } from '../../../../../test/testClock';
import { CacheTimesContext } from '../../../../api/cacheTimes';
import { http, setFetch } from '../../../../api/http';
import { Providers } from '../../../../app/Providers';
import type { PagedResult } from '../../../../domain/contract';
import { datePresetRange, type PosTransactionRow } from '../../../../domain/posTransactions';
import { createPersistentCache, type PersistentCache } from '../../../../offline/persistentCache';
import { signIn } from '../../../selection/shared/testSession';
import { TicketDetailPanel } from './TicketDetailPanel';

/** axe on the page without entering the receipt's frame (jsdom's frames cannot answer axe's messages). */
async function expectNoAxeViolationsOutsideFrames() {
  const results = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** Signs in as the owner, on a store or in company view (no store). */
async function session(storeId: number | null) {
  const s = await signIn(server, 'owner');
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  s.requests.length = 0;
  return s;
}

/** The panel under the portal's providers, over a cache that knows when each answer was fetched. */
function renderPanel(
  documentId: number,
  companyView: boolean,
  cache: PersistentCache = createPersistentCache(null),
) {
  return render(
    <Providers brand="default" cache={() => cache.cache}>
      <CacheTimesContext.Provider value={cache}>
        <TicketDetailPanel documentId={documentId} companyView={companyView} showZone={false} />
      </CacheTimesContext.Provider>
    </Providers>,
  );
}

/** A ticket of the session found through the server's search (the last 30 days, one filter). */
async function searchTicket(TicketFilter: string): Promise<PosTransactionRow> {
  const range = datePresetRange('last30', TEST_NOW.toISOString().slice(0, 10));
  const page = await http.post<PagedResult<PosTransactionRow>>('TicketViewer/SearchTickets', {
    ...range,
    TicketFilter,
    PageRowCount: 1,
  });
  return page.ResultSet[0];
}

/** A sale of store 2001 with a modifier line and a deleted line, and a named customer. */
async function richSale(): Promise<{ id: number; number: number; customer: string }> {
  const [t] = await server.db.query<{ document_id: string; ticket_number: number; customer_name: string }>(
    `select t.document_id, t.ticket_number, t.customer_name from tickets t
     where t.store_id = 2001 and t.transaction_type = 'S' and t.customer_name is not null
       and exists (select 1 from ticket_lines l where l.document_id = t.document_id and l.line_type = 'M')
       and exists (select 1 from ticket_lines l where l.document_id = t.document_id and l.is_deleted)
     order by t.document_id desc limit 1`,
  );
  return { id: Number(t.document_id), number: t.ticket_number, customer: t.customer_name };
}

const tab = (name: string) => screen.getByRole('tab', { name: text[`TicketDetail.Tab.${name}`] });
const asked = (requests: { path: string }[], call: string) =>
  requests.filter((r) => r.path.endsWith(`TicketViewer/${call}`)).length;

describe('the ticket detail against the real server', () => {
  it('reads each tab when it is first shown: modifiers under their item, a deleted line struck through', async () => {
    const { requests } = await session(2001);
    const sale = await richSale();
    const user = userEvent.setup();
    renderPanel(sale.id, false);
    expect(await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByText(sale.customer).length).toBeGreaterThan(0);
    // the ticket's time of day as its date's: a 12-hour clock (6:00:23 PM, not 18:00:23)
    const time = screen.getByText(text['TicketDetail.Field.TicketTime']).nextElementSibling;
    expect(time?.textContent).toMatch(/^\d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    expect(asked(requests, 'GetTicketDetail2')).toBe(1);
    expect(asked(requests, 'GetTicketLines')).toBe(0);
    await expectNoAxeViolations();

    await user.click(tab('Lines'));
    const table = await screen.findByRole('table', { name: text['TicketDetail.LinesLabel'] }, LOAD);
    const rows = await within(table).findAllByRole('row', {}, LOAD);
    const items = rows.slice(1).map((r) => within(r).getAllByRole('cell')[1]);
    const modifier = items.find((c) => /Modifier of /.test(c.textContent ?? ''));
    expect(modifier).toBeDefined();
    // the item a modifier names is the line right above it, or an earlier modifier's item
    const index = items.indexOf(modifier as HTMLElement);
    const parent = (modifier?.textContent ?? '').replace(/^.*Modifier of /, '');
    expect(items.slice(0, index).some((c) => (c.textContent ?? '').startsWith(parent))).toBe(true);
    const deleted = within(table).getAllByText(text['TicketDetail.Line.Deleted']);
    expect(deleted.length).toBeGreaterThan(0);
    const struck = deleted[0].closest('td')?.querySelector('span[class*="deleted"]');
    expect(struck).not.toBeNull();
    expect(asked(requests, 'GetTicketLines')).toBe(1);
    expect(asked(requests, 'GetTicketPayments')).toBe(0);

    await user.click(tab('Payments'));
    expect(
      await screen.findByRole('table', { name: text['TicketDetail.PaymentsLabel'] }, LOAD),
    ).toBeInTheDocument();
    await user.click(tab('Taxes'));
    expect(
      await screen.findByRole('table', { name: text['TicketDetail.TaxesLabel'] }, LOAD),
    ).toBeInTheDocument();
    await user.click(tab('Notes'));
    expect(
      await screen.findByRole('table', { name: text['TicketDetail.NotesLabel'] }, LOAD),
    ).toBeInTheDocument();
    expect(asked(requests, 'GetTicketPayments') + asked(requests, 'GetTicketTaxes')).toBe(2);
    await expectNoAxeViolations();
  });

  it('the receipt: asked when its tab is selected, sanitised in a sandboxed frame; a script in a note does not survive', async () => {
    const { requests } = await session(2001);
    const sale = await richSale();
    await server.db.query(
      'insert into ticket_notes (document_id, sequence_number, note) values ($1, 99, $2) on conflict do nothing',
      [sale.id, '<script>alert(1)</script><img src=x onerror=alert(2)>Fragile: handle with care'],
    );
    const user = userEvent.setup();
    renderPanel(sale.id, false);
    await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD);
    expect(requests.filter((r) => r.path.endsWith('ReceiptPreview/GetReceiptPreview'))).toHaveLength(0);
    await user.click(tab('Receipt'));
    const frame = await screen.findByTitle(`Receipt of ticket ${sale.number}`, {}, LOAD);
    expect(frame).toHaveAttribute('sandbox', '');
    const receipt = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    // the note is there as text; nothing of it runs: no script, no image with a handler
    expect(receipt.body.textContent).toContain('Fragile: handle with care');
    expect(receipt.body.textContent).toContain(sale.customer);
    expect(receipt.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
    const handlers = [...receipt.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((n) => n.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    const asked = requests.filter((r) => r.path.endsWith('ReceiptPreview/GetReceiptPreview'));
    expect(asked.map((r) => r.body)).toEqual([
      {
        DocumentId: sale.id,
        IncludeCustomerInfo: true,
        IncludeNotes: true,
        IsOrderTicket: false,
        IsReturnTicket: false,
      },
    ]);
  });

  it('e-mails the receipt: Send waits for a valid address, then says it was sent', async () => {
    await session(2001);
    const sale = await richSale();
    const user = userEvent.setup();
    renderPanel(sale.id, false);
    await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD);
    await user.click(tab('Receipt'));
    const field = await screen.findByRole('textbox', { name: text['ReceiptPreview.EmailAddress'] }, LOAD);
    const send = screen.getByRole('button', { name: text['ReceiptPreview.Send'] });
    expect(send).toBeDisabled();
    await user.type(field, 'dana@');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
    await user.type(field, 'example.com');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(
      await screen.findByText(
        text['ReceiptPreview.EmailSent'].replace('{email}', 'dana@example.com'),
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    const [mail] = await server.db.query<{ subject: string }>(
      "select subject from outbox where to_address = 'dana@example.com' order by id desc limit 1",
    );
    expect(mail.subject).toBe('Your receipt from Harbor Downtown');
    await expectNoAxeViolationsOutsideFrames();
  });

  it('company view: the receipt is asked without the customer, and shows none', async () => {
    await session(2001);
    const sale = await richSale();
    const { requests } = await session(null);
    const user = userEvent.setup();
    renderPanel(sale.id, true);
    await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD);
    await user.click(tab('Receipt'));
    const frame = await screen.findByTitle(`Receipt of ticket ${sale.number}`, {}, LOAD);
    expect(frame.getAttribute('srcdoc')).not.toContain(sale.customer);
    const asked = requests.find((r) => r.path.endsWith('ReceiptPreview/GetReceiptPreview'));
    expect(asked?.body).toMatchObject({ IncludeCustomerInfo: false });
  });

  it('a pay-out: its receipt tab is disabled', async () => {
    await session(2001);
    const payOut = await searchTicket('P');
    renderPanel(payOut.id, false);
    await screen.findByRole('heading', { name: `Ticket ${payOut.TicketNumber}` }, LOAD);
    expect(tab('Receipt')).toBeDisabled();
    expect(screen.getByText(text['ReceiptPreview.NoReceipt'])).toBeInTheDocument();
    expect(screen.getByText(text['PosTransactions.Type.P'], { selector: 'dd' })).toBeInTheDocument();
  });

  it('company view leaves the customer out', async () => {
    await session(2001);
    const sale = await richSale();
    await session(null);
    renderPanel(sale.id, true);
    await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD);
    expect(screen.queryByText(sale.customer)).toBeNull();
    expect(screen.queryByText(text['TicketDetail.Field.CustomerName'])).toBeNull();
  });

  it('a ticket of another merchant is not found', async () => {
    const [other] = await server.db.query<{ document_id: string }>(
      'select document_id from tickets where merchant_id <> 1001 order by document_id limit 1',
    );
    await session(2001);
    renderPanel(Number(other.document_id), false);
    expect(await screen.findByText(text['TicketDetail.NotFound'], {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offline: the tabs read before show as of when they were fetched, the receipt cannot be e-mailed; the others say nothing was kept', async () => {
    const { browserFetch } = await session(2001);
    const sale = await richSale();
    const user = userEvent.setup();
    const cache = createPersistentCache(null);
    const first = renderPanel(sale.id, false, cache);
    await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD);
    await user.click(tab('Lines'));
    await screen.findByRole('table', { name: text['TicketDetail.LinesLabel'] }, LOAD);
    await user.click(tab('Receipt'));
    await screen.findByTitle(`Receipt of ticket ${sale.number}`, {}, LOAD);
    first.unmount();

    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      renderPanel(sale.id, false, cache);
      expect(await screen.findByRole('heading', { name: `Ticket ${sale.number}` }, LOAD)).toBeInTheDocument();
      expect(screen.getByText(/^Offline — as of /)).toBeInTheDocument();
      await user.click(tab('Lines'));
      expect(
        await screen.findByRole('table', { name: text['TicketDetail.LinesLabel'] }, LOAD),
      ).toBeInTheDocument();
      await user.click(tab('Receipt'));
      expect(await screen.findByTitle(`Receipt of ticket ${sale.number}`, {}, LOAD)).toBeInTheDocument();
      expect(screen.getByText(text['ReceiptPreview.EmailOffline'])).toBeInTheDocument();
      await user.type(
        screen.getByRole('textbox', { name: text['ReceiptPreview.EmailAddress'] }),
        'dana@example.com',
      );
      expect(screen.getByRole('button', { name: text['ReceiptPreview.Send'] })).toBeDisabled();
      await user.click(tab('Payments'));
      expect(await screen.findByText(text['Offline.NothingKept'], {}, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: text['TicketDetail.Loading'] })).toBeNull();
    } finally {
      setFetch(browserFetch);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });
});
