import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import * as stories from '../../../../../stories/pages/TicketDetail.stories';
import { expectNoAxeViolations } from '../../../../../test/axe';
import { renderWithProviders } from '../../../../../test/renderApp';
import { orderStatusName, RECEIPT_PRINT_DELAY_MS, type TicketLine } from '../../../../domain/posTransactions';
import { shownLines } from './lineTree';
import { receiptEmailError } from './receiptEmail';
import { printReceipt, sanitiseReceipt } from './receiptHtml';

/** axe on the page without entering the receipt's frame (jsdom's frames cannot answer axe's messages). */
async function expectNoAxeViolationsOutsideFrames() {
  const results = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const text = messages as Record<string, string>;
const { Sale, SaleCompanyView, Lines, NoNotes, Receipt, PayOut, Taxes } = composeStories(stories);

const line = (id: number, n: number, parent: number | null = null) =>
  ({ LineItemId: id, LineNumber: n, ItemName: `L${id}`, ParentLineItemId: parent }) as TicketLine;

describe('2-menu §3: a modifier line sits under the item it belongs to', () => {
  it("keeps the answer's order; a modifier names its item; one whose item is not on the ticket is an item", () => {
    const shown = shownLines([line(1, 1), line(3, 3, 1), line(2, 2), line(4, 4, 2), line(5, 5, 99)]);
    expect(shown.map((s) => [s.line.LineItemId, s.level, s.parentName])).toEqual([
      [1, 1, null],
      [3, 2, 'L1'],
      [2, 1, null],
      [4, 2, 'L2'],
      [5, 1, null],
    ]);
  });

  it('names the §3 order statuses 0–15, nothing out of the list', () => {
    expect(orderStatusName(0)).toBe('ReceivedForFulfillment');
    expect(orderStatusName(10)).toBe('ReadyForPickup');
    expect(orderStatusName(15)).toBe('Error');
    expect(orderStatusName(16)).toBeNull();
    expect(orderStatusName(null)).toBeNull();
  });
});

describe('the receipt (2-menu §4, §5, §9)', () => {
  it('keeps the receipt and its styles, removes scripts and handlers', () => {
    const clean = sanitiseReceipt(
      '<html><head><style>p{color:red}</style></head><body><p onclick="x()">Total</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a></body></html>',
    );
    expect(clean).toContain('<style>p{color:red}</style>');
    expect(clean).toContain('<p>Total</p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('prints in a window of its own, RECEIPT_PRINT_DELAY_MS after it opens', () => {
    const print = vi.fn();
    const written: string[] = [];
    const doc = { open: vi.fn(), write: (h: string) => written.push(h), close: vi.fn() };
    const scheduled: [() => void, number][] = [];
    const opened = printReceipt('<p>Receipt</p>', {
      open: () => ({ document: doc, print }) as unknown as Window,
      schedule: (run, ms) => scheduled.push([run, ms]),
    });
    expect(opened).toBe(true);
    expect(written).toEqual(['<p>Receipt</p>']);
    expect(scheduled.map(([, ms]) => ms)).toEqual([RECEIPT_PRINT_DELAY_MS]);
    expect(print).not.toHaveBeenCalled();
    scheduled[0][0]();
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the browser refused the print window', () => {
    expect(printReceipt('<p/>', { open: () => null, schedule: vi.fn() })).toBe(false);
  });

  it('accepts one real e-mail address, nothing else', () => {
    expect(receiptEmailError('dana@example.com')).toBeNull();
    expect(receiptEmailError(' dana@example.com ')).toBeNull();
    for (const bad of ['', 'dana', 'dana@', 'a@b.com, c@d.com', 'a@b.com\nBcc: x@y.com'])
      expect(receiptEmailError(bad), bad).not.toBeNull();
  });
});

describe('the ticket detail pages', () => {
  it('a sale: its groups and fields, the order status by name, amounts in dollars', async () => {
    renderWithProviders(<Sale />);
    expect(screen.getByRole('heading', { name: 'Ticket 1047' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: text['TicketDetail.Group.Order'] });
    expect(within(order).getByText(text['TicketDetail.OrderStatus.ReadyForPickup'])).toBeInTheDocument();
    expect(screen.getAllByText('Dana Whitfield', { selector: 'dd' })).toHaveLength(2);
    const amounts = screen.getByRole('region', { name: text['TicketDetail.Group.Amounts'] });
    expect(within(amounts).getByText('$47.64')).toBeInTheDocument();
    expect(within(amounts).queryByText(text['TicketDetail.Field.DonationsAmount'])).toBeNull();
    await expectNoAxeViolations();
  });

  it('company view: no customer, no contact', () => {
    renderWithProviders(<SaleCompanyView />);
    expect(screen.queryByText('Dana Whitfield')).toBeNull();
    expect(screen.queryByText('dana@example.com')).toBeNull();
    expect(screen.queryByRole('region', { name: text['TicketDetail.Group.Contact'] })).toBeNull();
  });

  it('the tabs move with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sale />);
    await user.click(screen.getByRole('tab', { name: text['TicketDetail.Tab.Details'] }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: text['TicketDetail.Tab.Lines'] })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: text['TicketDetail.LinesLabel'] })).toBeInTheDocument();
  });

  it('lines: modifiers under their item, a weight in pounds, a price override, a deleted line struck through', async () => {
    renderWithProviders(<Lines />);
    const table = await screen.findByRole('table', { name: text['TicketDetail.LinesLabel'] });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Lobster Roll',
      'Extra butter, Modifier of Lobster Roll',
      'No celery, Modifier of Lobster Roll',
      `Smoked Haddock${text['TicketDetail.Line.ManualWeight']}`,
      `Clam Chowder${text['TicketDetail.Line.PriceOverride']}`,
      'Oyster Crackers, Modifier of Clam Chowder',
      `Iced Tea${text['TicketDetail.Line.Deleted']}`,
    ]);
    expect(within(rows[3]).getByText('0.684 lb')).toBeInTheDocument();
    const deleted = within(rows[6]).getByText('Iced Tea');
    expect(deleted.className).toMatch(/deleted/);
    await expectNoAxeViolations();
  });

  it('taxes: the rule, the rate in percent, the amount', async () => {
    renderWithProviders(<Taxes />);
    const table = await screen.findByRole('table', { name: text['TicketDetail.TaxesLabel'] });
    expect(within(table).getByText('5.50%')).toBeInTheDocument();
    expect(within(table).getByText('$2.12')).toBeInTheDocument();
  });

  it('notes: says when there are none', async () => {
    renderWithProviders(<NoNotes />);
    expect(await screen.findByText(text['TicketDetail.NoNotes'])).toBeInTheDocument();
  });

  it('the receipt: sanitised, in a sandboxed frame named for screen readers; Send waits for a valid address', async () => {
    renderWithProviders(<Receipt />);
    const frame = await screen.findByTitle('Receipt of ticket 1047');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Lobster Roll');
    expect(frame.getAttribute('srcdoc')).not.toContain('script');
    expect(screen.getByRole('button', { name: text['ReceiptPreview.Send'] })).toBeDisabled();
    await expectNoAxeViolationsOutsideFrames();
  });

  it('a pay-out: its reason, and no receipt', async () => {
    renderWithProviders(<PayOut />);
    expect(screen.getByText('Ice for the raw bar')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: text['TicketDetail.Tab.Receipt'] })).toBeDisabled();
    expect(screen.getByText(text['ReceiptPreview.NoReceipt'])).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
