import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * ticket_day_totals (migration 019), the day totals POS transactions' summary reads (2-menu §3
 * "Summary"): kept by the database through every insert, update and delete of tickets.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** The day totals as kept, and as the tickets add up now (days and types without tickets left out). */
async function keptAndActual() {
  const key = 'merchant_id, store_id, business_date, transaction_type';
  const kept = await s.db.query(
    `select ${key}, ticket_count::int as n, total_amount::text as total from ticket_day_totals
     where ticket_count <> 0 or total_amount <> 0 order by ${key}`,
  );
  const actual = await s.db.query(
    `select ${key}, count(*)::int as n, sum(total_amount)::text as total from tickets group by ${key} order by ${key}`,
  );
  return { kept, actual };
}

describe('ticket_day_totals (2-menu §3 Summary)', () => {
  it('holds the demo tickets counted and totalled by store, business day and type', async () => {
    const { kept, actual } = await keptAndActual();
    expect(actual.length).toBeGreaterThan(100);
    expect(kept).toEqual(actual);
  });

  it('follows inserts, updates and deletes of tickets, one row or many', async () => {
    const insert = `insert into tickets (merchant_id, store_id, ticket_number, business_date, ticket_date,
        transaction_type, user_name, station, total_amount)
      select 1001, 2001, 900000 + g, date '2031-01-01' + g % 2, timestamptz '2031-01-01 12:00Z', 'S', 'Test',
        'Register 1', 10.25 * g from generate_series(1, 5) g returning document_id`;
    const added = await s.db.query<{ document_id: number }>(insert);
    expect((await keptAndActual()).kept).toEqual((await keptAndActual()).actual);

    const ids = added.map((r) => r.document_id);
    await s.db.query(
      `update tickets set transaction_type = 'R', total_amount = total_amount + 1 where document_id = any($1)`,
      [ids.slice(0, 2)],
    );
    await s.db.query(`update tickets set business_date = date '2031-02-01' where document_id = $1`, [ids[4]]);
    let now = await keptAndActual();
    expect(now.kept).toEqual(now.actual);

    await s.db.query('delete from tickets where document_id = any($1)', [ids]);
    now = await keptAndActual();
    expect(now.kept).toEqual(now.actual);
  });
});
