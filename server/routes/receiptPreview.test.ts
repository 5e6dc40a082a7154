import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptAnswer } from '../../src/domain/posTransactions';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent;
let company: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  company = await sessionOf(s, { as: 'owner' });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

/** A sale of store 2001 with a named customer, modifiers, a deleted line, notes and a tip. */
async function richSale(): Promise<number> {
  const [t] = await s.db.query<{ document_id: number }>(
    `select t.document_id from tickets t where t.store_id = 2001 and t.transaction_type = 'S'
       and t.customer_name is not null
       and exists (select 1 from ticket_lines l where l.document_id = t.document_id and l.line_type = 'M')
       and exists (select 1 from ticket_notes n where n.document_id = t.document_id)
     order by t.document_id desc limit 1`,
  );
  return Number(t.document_id);
}

async function preview(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post('ReceiptPreview/GetReceiptPreview', body);
  return { status: res.status, body: (await res.json()) as ReceiptAnswer & { MessageKey?: string } };
}

describe('ReceiptPreview/GetReceiptPreview', () => {
  it('builds the receipt: store and merchant, lines with modifiers indented, sums, payments, notes, customer', async () => {
    const id = await richSale();
    const { status, body } = await preview(owner, { DocumentId: id });
    expect(status).toBe(200);
    expect(body.IsSuccessful).toBe(true);
    const html = body.HtmlReceipt;
    expect(html).toContain('<h1>Harbor Downtown</h1>');
    expect(html).toContain('Harbor Bistro Group');
    const [t] = await s.db.query<{ ticket_number: number; customer_name: string; total_amount: number }>(
      'select ticket_number, customer_name, total_amount from tickets where document_id = $1',
      [id],
    );
    expect(html).toContain(`>${t.ticket_number}<`);
    expect(html).toContain(t.customer_name);
    expect(html).toContain(`$${Number(t.total_amount).toFixed(2)}`.replace(/\B(?=(\d{3})+\.)/g, ','));
    expect(html).toMatch(/<tr class="m"><td class="l">/);
    const [modifier] = await s.db.query<{ item_name: string }>(
      "select item_name from ticket_lines where document_id = $1 and line_type = 'M' and not is_deleted limit 1",
      [id],
    );
    if (modifier) expect(html).toMatch(new RegExp(`<tr class="m"><td class="l">[^<]*${modifier.item_name}`));
    const [note] = await s.db.query<{ note: string }>(
      'select note from ticket_notes where document_id = $1',
      [id],
    );
    expect(html).toContain('Notes');
    expect(html).toContain(note.note.replace(/'/g, '&#39;'));
    const plain = await preview(owner, { DocumentId: id, IncludeNotes: false, IncludeCustomerInfo: false });
    expect(plain.body.HtmlReceipt).not.toContain(note.note.replace(/'/g, '&#39;'));
    expect(plain.body.HtmlReceipt).not.toContain(t.customer_name);
  });

  it('leaves deleted lines out and escapes every text of the data', async () => {
    const id = await richSale();
    await s.db.query(
      `update ticket_lines set item_name = '<img src=x onerror=alert(1)>' where document_id = $1 and line_number = 1 and line_type = 'I'`,
      [id],
    );
    await s.db.query(
      `insert into ticket_lines (document_id, line_number, item_name, price, is_deleted) values ($1, 99, 'GONE LINE', 5, true)`,
      [id],
    );
    await s.db.query(`update ticket_notes set note = '<script>alert(2)</script>' where document_id = $1`, [
      id,
    ]);
    const html = (await preview(owner, { DocumentId: id })).body.HtmlReceipt;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('GONE LINE');
  });

  it('never prints the customer in company view', async () => {
    const id = await richSale();
    const [t] = await s.db.query<{ customer_name: string }>(
      'select customer_name from tickets where document_id = $1',
      [id],
    );
    const { status, body } = await preview(company, { DocumentId: id, IncludeCustomerInfo: true });
    expect(status).toBe(200);
    expect(body.HtmlReceipt).not.toContain(t.customer_name);
    expect(body.HtmlReceipt).toContain('Harbor Downtown');
  });

  it('says Refund on a refund, and refuses pay-ins, pay-outs and deleted tickets', async () => {
    const [refund] = await s.db.query<{ document_id: number }>(
      "select document_id from tickets where store_id = 2001 and transaction_type = 'R' limit 1",
    );
    expect((await preview(owner, { DocumentId: Number(refund.document_id) })).body.HtmlReceipt).toContain(
      '<h2>Refund</h2>',
    );
    for (const type of ['I', 'P', 'V']) {
      const [t] = await s.db.query<{ document_id: number }>(
        'select document_id from tickets where store_id = 2001 and transaction_type = $1 limit 1',
        [type],
      );
      const r = await preview(owner, { DocumentId: Number(t.document_id) });
      expect(r.status, type).toBe(400);
      expect(r.body).toMatchObject({ IsSuccessful: false, MessageKey: 'ReceiptPreview.NoReceipt' });
    }
  });

  it('does not find another merchant’s ticket, and refuses bad input with a 400', async () => {
    const id = await richSale();
    const theirs = await bank.post('ReceiptPreview/GetReceiptPreview', { DocumentId: id });
    expect(theirs.status).toBe(404);
    const text = await theirs.text();
    expect(text).not.toContain('Harbor');
    expect(JSON.parse(text)).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'PosTransactions.TicketNotFound',
    });
    for (const bad of [{}, { DocumentId: 'x' }, { DocumentId: id, IncludeNotes: 'maybe' }]) {
      const r = await preview(owner, bad);
      expect(r.status).toBe(400);
      expect(r.body.IsSuccessful).toBe(false);
    }
  });
});

const outboxTo = (to: string) =>
  s.db.query<{ subject: string; body_text: string }>(
    'select subject, body_text from outbox where lower(to_address) = $1 order by id desc',
    [to],
  );

describe('ReceiptPreview/SendEmailReceipt', () => {
  it('e-mails the receipt through the outbox with the store in the subject', async () => {
    const id = await richSale();
    const res = await owner.post('ReceiptPreview/SendEmailReceipt', {
      DocumentId: id,
      EmailAddress: 'diner@example.com',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      IsSuccessful: true,
      Message: 'The receipt was sent to diner@example.com.',
    });
    const [mail] = await outboxTo('diner@example.com');
    expect(mail.subject).toBe('Your receipt from Harbor Downtown');
    expect(mail.body_text).toContain('Harbor Bistro Group');
    expect(mail.body_text).toMatch(/Total\s+\$/);
  });

  it('refuses a header injection and queues nothing', async () => {
    const id = await richSale();
    const before = await s.db.query<{ n: number }>('select count(*)::int as n from outbox');
    for (const EmailAddress of [
      'diner@example.com\r\nBcc: all@example.com',
      'a@example.com, b@example.com',
      'nope',
    ]) {
      const res = await owner.post('ReceiptPreview/SendEmailReceipt', { DocumentId: id, EmailAddress });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ IsSuccessful: false });
    }
    const after = await s.db.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(after[0].n).toBe(before[0].n);
  });

  it('sends nothing for another merchant’s ticket', async () => {
    const id = await richSale();
    const res = await bank.post('ReceiptPreview/SendEmailReceipt', {
      DocumentId: id,
      EmailAddress: 'spy@example.com',
    });
    expect(res.status).toBe(404);
    expect(await outboxTo('spy@example.com')).toEqual([]);
  });
});

describe("the receipt on the store's clock (issue 22 §1)", () => {
  it('a 6 PM sale in New York prints and e-mails 6:00 PM on its own date, not 23:00 UTC', async () => {
    const id = await richSale();
    const [was] = await s.db.query<{ ticket_date: Date; business_date: string }>(
      `select ticket_date, to_char(business_date, 'YYYY-MM-DD') as business_date from tickets where document_id = $1`,
      [id],
    );
    // 18:00 EST on 19 November is 23:00 UTC
    await s.db.query(
      `update tickets set ticket_date = timestamptz '2026-11-19 23:00:00Z', business_date = date '2026-11-19'
       where document_id = $1`,
      [id],
    );
    try {
      const html = (await preview(owner, { DocumentId: id })).body.HtmlReceipt;
      expect(html).toContain('11/19/2026 6:00 PM');
      expect(html).not.toContain('23:00');
      await owner.post('ReceiptPreview/SendEmailReceipt', {
        DocumentId: id,
        EmailAddress: 'evening@example.com',
      });
      const [mail] = await outboxTo('evening@example.com');
      expect(mail.body_text).toContain('11/19/2026 6:00 PM');
      expect(mail.body_text).not.toContain('23:00');
    } finally {
      await s.db.query('update tickets set ticket_date = $2, business_date = $3 where document_id = $1', [
        id,
        was.ticket_date,
        was.business_date,
      ]);
    }
  });
});
