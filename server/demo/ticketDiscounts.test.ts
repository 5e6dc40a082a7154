import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('demo ticket discounts (migration 022: the discounts of a ticket, by name)', () => {
  it("a ticket's named discounts add up to its discount amount, a line discount to its line's", async () => {
    const broken = await s.db.query<{ document_id: string }>(
      `select t.document_id from tickets t
         left join (select document_id, sum(amount) as amount from ticket_discounts group by document_id) d
           on d.document_id = t.document_id
       where coalesce(d.amount, 0) <> t.discount_amount limit 5`,
    );
    expect(broken).toEqual([]);
    const lines = await s.db.query<{ ticket_line_id: string }>(
      `select d.ticket_line_id from ticket_discounts d join ticket_lines l using (ticket_line_id)
       where d.amount <> l.line_discount or l.is_deleted or l.document_id <> d.document_id limit 5`,
    );
    expect(lines).toEqual([]);
  });

  it("each is named after a discount of the ticket's merchant active at its store (ticket discounts: percent ones), else a plain name", async () => {
    const [r] = await s.db.query<{ n: number; named: number; wrong: number; names: number; plain: number }>(
      `select count(*)::int as n, count(d.discount_id)::int as named, count(distinct x.name)::int as names,
         count(*) filter (where d.discount_id is null
           and d.name = case when d.ticket_line_id is null then 'Ticket discount' else 'Line discount' end)::int as plain,
         count(*) filter (where d.discount_id is not null and (x.merchant_id <> t.merchant_id or x.name <> d.name
           or not exists (select 1 from discount_stores s where s.discount_id = x.discount_id
                          and s.store_id = t.store_id and s.pos_active)
           or (d.ticket_line_id is null and x.discount_type not in ('P', 'Q'))))::int as wrong
       from ticket_discounts d join tickets t using (document_id) left join discounts x using (discount_id)`,
    );
    expect(r.n).toBeGreaterThan(1000);
    // most are named; the others are at a store where no such discount is active (2002 has no line discount)
    expect(r.named).toBeGreaterThan(r.n * 0.8);
    expect(r.named + r.plain).toBe(r.n);
    expect(r.wrong).toBe(0);
    expect(r.names).toBeGreaterThan(5);
  });
});
