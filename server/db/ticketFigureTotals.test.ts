import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * The ticket figure totals (migrations 020, 023, 024 and 025) that My store's dashboards, POS
 * transactions' summary (2-menu §3 "Summary") and the reports read: kept by the database through
 * every insert, update and delete of tickets, lines, payments, taxes and discounts, equal at every
 * step to the tickets added up afresh.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const day = 'merchant_id, store_id, business_date';

/**
 * The hour totals' columns of migration 021: gratuity, guests, charges, surcharges, donations and
 * their counts; and of 032, the gift cards sold.
 */
const extras = [
  ['gratuity_amount', 'gratuity'],
  ['charges_amount', 'charges'],
  ['cc_surcharges_amount', 'surcharges'],
  ['donations_amount', 'donations'],
  ['gift_card_amount', 'gift_cards'],
] as const;
const keptExtras = [
  ...extras.map(([c, as]) => `${c}::numeric(16, 2)::text as ${as}`),
  'guest_count::int as guests, charge_count::int as charged, cc_surcharge_count::int as surcharged',
  'donation_count::int as donated',
].join(', ');
const actualExtras = [
  ...extras.map(([c, as]) => `sum(${c})::numeric(16, 2)::text as ${as}`),
  'sum(guest_count)::int as guests, count(*) filter (where charges_amount <> 0)::int as charged',
  'count(*) filter (where cc_surcharges_amount <> 0)::int as surcharged',
  'count(*) filter (where donations_amount <> 0)::int as donated',
].join(', ');

/** Migration 024's overridden lines of the item totals: how many, what the overrides took off, list and charged. */
const keptOverrides = `override_count::int as overrides, override_amount::numeric(16, 2)::text as taken_off,
  list_amount::numeric(16, 2)::text as list, charged_amount::numeric(16, 2)::text as charged`;
const overridden = (amount: string) =>
  `coalesce(sum(round(${amount} * l.quantity_sold, 2)) filter (where l.is_price_override), 0)::numeric(16, 2)::text`;
const actualOverrides = `(count(*) filter (where l.is_price_override))::int as overrides,
  ${overridden('(coalesce(l.list_price, l.price) - l.price)')} as taken_off,
  ${overridden('coalesce(l.list_price, l.price)')} as list, ${overridden('l.price')} as charged`;

/** Each table as kept (rows that add up to nothing left out), and as the tickets add up now. */
const tables = {
  hours: {
    kept: `select ${day}, hour, transaction_type, ticket_count::int as n, sub_total_amount::numeric(16, 2)::text as sub,
        discount_amount::numeric(16, 2)::text as disc, tax_amount::numeric(16, 2)::text as tax,
        tip_amount::numeric(16, 2)::text as tip, total_amount::numeric(16, 2)::text as total, ${keptExtras}
      from ticket_hour_totals where ticket_count <> 0 order by 1, 2, 3, 4, 5`,
    // the hour on the store's clock (migration 035)
    actual: `select t.merchant_id, t.store_id, t.business_date,
        extract(hour from t.ticket_date at time zone st.time_zone)::smallint as hour, transaction_type,
        count(*)::int as n, sum(sub_total_amount)::numeric(16, 2)::text as sub, sum(discount_amount)::numeric(16, 2)::text as disc,
        sum(tax_amount)::numeric(16, 2)::text as tax, sum(tip_amount)::numeric(16, 2)::text as tip,
        sum(total_amount)::numeric(16, 2)::text as total, ${actualExtras}
      from tickets t join stores st on st.store_id = t.store_id group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  },
  items: {
    kept: `select ${day}, transaction_type, line_type, item_id, item_name, line_count::int as n,
        quantity::numeric(16, 3)::text as qty, net_amount::numeric(16, 2)::text as net, ${keptOverrides}
      from ticket_item_day_totals where line_count <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, l.line_type,
        coalesce(l.item_master_id, 0) as item_id, l.item_name, count(*)::int as n,
        sum(l.quantity_sold)::numeric(16, 3)::text as qty,
        sum(round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount)::numeric(16, 2)::text as net,
        ${actualOverrides}
      from ticket_lines l join tickets t using (document_id) where not l.is_deleted
      group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7, 8`,
  },
  payments: {
    kept: `select ${day}, transaction_type, payment_type, payment_count::int as n,
        payment_amount::numeric(16, 2)::text as amount, tip_amount::numeric(16, 2)::text as tip
      from ticket_payment_day_totals where payment_count <> 0 order by 1, 2, 3, 4, 5`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, p.payment_type, count(*)::int as n,
        sum(p.payment_amount)::numeric(16, 2)::text as amount, sum(p.tip_amount)::numeric(16, 2)::text as tip
      from ticket_payments p join tickets t using (document_id) group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  },
  // migration 023: a ticket counted once a rule and rate
  taxes: {
    kept: `select ${day}, transaction_type, rule_name, tax_rate::text as rate, ticket_count::int as n,
        tax_count::int as rows, tax_amount::numeric(16, 2)::text as tax
      from ticket_tax_day_totals where tax_count <> 0 order by 1, 2, 3, 4, 5, 6`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, x.rule_name, x.tax_rate::text as rate,
        count(distinct t.document_id)::int as n, count(*)::int as rows, sum(x.tax_amount)::numeric(16, 2)::text as tax
      from ticket_taxes x join tickets t using (document_id) group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  },
  // migration 023: each cleared line with its ticket's columns and its net amount
  cleared: {
    kept: `select ${day}, transaction_type, ticket_line_id, document_id, ticket_number, ticket_date, user_name,
        item_name, net_amount::numeric(16, 2)::text as net
      from ticket_cleared_lines order by 1, 2, 3, 4, 5`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, l.ticket_line_id, l.document_id,
        t.ticket_number, t.ticket_date, t.user_name, l.item_name,
        (round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount)::numeric(16, 2)::text as net
      from ticket_lines l join tickets t using (document_id) where l.is_deleted order by 1, 2, 3, 4, 5`,
  },
  // migration 025: the discounts given, by discount
  discounts: {
    kept: `select ${day}, transaction_type, discount_id, name, discount_count::int as n,
        amount::numeric(16, 2)::text as amount
      from ticket_discount_day_totals where discount_count <> 0 order by 1, 2, 3, 4, 5, 6`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, coalesce(d.discount_id, 0) as discount_id,
        d.name, count(*)::int as n, sum(d.amount)::numeric(16, 2)::text as amount
      from ticket_discounts d join tickets t using (document_id) group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  },
  // migration 024: by the ticket's user
  users: {
    kept: `select ${day}, transaction_type, user_name, ticket_count::int as n,
        sub_total_amount::numeric(16, 2)::text as sub, discount_amount::numeric(16, 2)::text as disc,
        tax_amount::numeric(16, 2)::text as tax, tip_amount::numeric(16, 2)::text as tip,
        gift_card_amount::numeric(16, 2)::text as gift_cards
      from ticket_user_day_totals where ticket_count <> 0 order by 1, 2, 3, 4, 5`,
    actual: `select ${day}, transaction_type, user_name, count(*)::int as n,
        sum(sub_total_amount)::numeric(16, 2)::text as sub, sum(discount_amount)::numeric(16, 2)::text as disc,
        sum(tax_amount)::numeric(16, 2)::text as tax, sum(tip_amount)::numeric(16, 2)::text as tip,
        sum(gift_card_amount)::numeric(16, 2)::text as gift_cards
      from tickets group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  },
  // migration 024: the tipped payments by the ticket's user and the payment type
  tips: {
    kept: `select ${day}, transaction_type, user_name, payment_type, payment_count::int as n,
        tip_amount::numeric(16, 2)::text as tip
      from ticket_tip_day_totals where payment_count <> 0 order by 1, 2, 3, 4, 5, 6`,
    actual: `select t.merchant_id, t.store_id, t.business_date, t.transaction_type, t.user_name, p.payment_type,
        count(*)::int as n, sum(p.tip_amount)::numeric(16, 2)::text as tip
      from ticket_payments p join tickets t using (document_id) where p.tip_amount <> 0
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  },
};

/**
 * Every table kept equals the tickets added up now, from `from` on (the test's own days, after the
 * demo data's); `atLeast` rows each.
 */
async function expectKeptEqualsActual({
  from = '2000-01-01',
  atLeast = 0,
  only = Object.keys(tables) as (keyof typeof tables)[],
} = {}) {
  const since = (q: string) =>
    `select * from (${q}) x where business_date >= '${from}' order by 1, 2, 3, 4, 5, 6, 7`;
  for (const name of only) {
    const q = tables[name];
    const [kept, actual] = [await s.db.query(since(q.kept)), await s.db.query(since(q.actual))];
    expect(actual.length, name).toBeGreaterThanOrEqual(atLeast);
    expect(kept, name).toEqual(actual);
  }
}

describe('the ticket figure totals (2-menu §3 Summary; My store)', () => {
  it('hold the demo tickets, lines, payments and taxes added up by store, day, hour, type, item, payment type, tax rule, user and discount', async () => {
    await expectKeptEqualsActual({ atLeast: 100 });
    // the whole demo data added up eight ways: 15 s on PGlite, over 60 on the shared machine when busy
  }, 180_000);

  it('follow inserts, updates and deletes of tickets, lines, payments, taxes and discounts, one row or many', async () => {
    const testDays = { from: '2031-01-01' };
    const added = await s.db.query<{ document_id: number }>(
      `insert into tickets (merchant_id, store_id, ticket_number, business_date, ticket_date, transaction_type,
         user_name, station, sub_total_amount, discount_amount, tax_amount, tip_amount, total_amount,
         gratuity_amount, guest_count, charges_amount, cc_surcharges_amount, donations_amount, gift_card_amount)
       select 1001, 2001, 900000 + g, date '2031-01-01' + g % 2, timestamptz '2031-01-01 12:00Z' + g * interval '1 hour',
         'S', 'Test', 'Register 1', 10 * g, g, 0.8 * g, 0.5 * g, 10.25 * g,
         0.9 * g, g, case when g % 2 = 0 then 3.99 else 0 end, 0.3 * (g % 3), case when g = 3 then 0.45 else 0 end,
         case when g = 2 then 5 else 0 end
       from generate_series(1, 5) g returning document_id`,
    );
    const ids = added.map((r) => r.document_id);
    await s.db.query(
      `insert into ticket_lines (document_id, line_number, item_name, quantity_sold, price, line_discount,
         is_price_override, list_price)
       select id, n, case when n = 1 then 'Test Burger' else 'Test Fries' end, 1.5, 4.99, 0.25,
         n = 1, case when n = 1 and i <> 2 then 5.49 end
       from unnest($1::bigint[]) with ordinality u(id, i) cross join generate_series(1, 2) n`,
      [ids],
    );
    await s.db.query(
      `insert into ticket_payments (document_id, payment_type, description, payment_amount, tip_amount)
       select id, 'Cash', 'Cash', 12.5, case when i = 2 then 0 else 1 end
       from unnest($1::bigint[]) with ordinality u(id, i)`,
      [ids],
    );
    // two rules, one of them twice on the first ticket (counted once), a third ticket untaxed
    await s.db.query(
      `insert into ticket_taxes (document_id, rule_name, tax_rate, tax_amount)
       select id, r, case when r = 'Test City' then 2 else 6.25 end, 0.4 * i
       from unnest($1::bigint[]) with ordinality u(id, i) cross join unnest(array['Test State', 'Test City']) r
       where i <> 3`,
      [ids],
    );
    await s.db.query(
      `insert into ticket_taxes (document_id, rule_name, tax_rate, tax_amount) values ($1, 'Test City', 2, 0.1)`,
      [ids[0]],
    );
    // a named line discount on each line, an open ticket discount on the first three tickets
    await s.db.query(
      `insert into ticket_discounts (document_id, ticket_line_id, discount_id, name, amount)
       select document_id, ticket_line_id, 7, 'Test Happy Hour', line_discount from ticket_lines where document_id = any($1)`,
      [ids],
    );
    await s.db.query(
      `insert into ticket_discounts (document_id, discount_id, name, amount)
       select id, null, 'Ticket discount', 0.5 from unnest($1::bigint[]) id`,
      [ids.slice(0, 3)],
    );
    await expectKeptEqualsActual(testDays);

    // a line deleted from its ticket, a price changed, payments and their tips changed, taxes changed and one moved
    await s.db.query(`update ticket_lines set is_deleted = true where document_id = $1 and line_number = 2`, [
      ids[0],
    ]);
    await s.db.query(`update ticket_lines set price = 5.49 where document_id = any($1)`, [ids.slice(1, 3)]);
    await s.db.query(
      `update ticket_payments set payment_type = 'Visa', payment_amount = 13, tip_amount = 2 where document_id = $1`,
      [ids[1]],
    );
    await s.db.query(`update ticket_payments set tip_amount = 0 where document_id = $1`, [ids[4]]);
    // an override taken back, another's list price changed, a line overridden
    await s.db.query(
      `update ticket_lines set is_price_override = false where document_id = $1 and line_number = 1`,
      [ids[3]],
    );
    await s.db.query(`update ticket_lines set list_price = 6.25 where document_id = $1 and line_number = 1`, [
      ids[0],
    ]);
    await s.db.query(
      `update ticket_lines set is_price_override = true, list_price = 5.25 where document_id = $1 and line_number = 2`,
      [ids[1]],
    );
    await s.db.query(
      `update ticket_lines set is_deleted = true where document_id = any($1) and line_number = 1`,
      [ids.slice(2, 5)],
    );
    await s.db.query(`update ticket_lines set price = 6, item_name = 'Test Shake' where document_id = $1`, [
      ids[2],
    ]);
    await s.db.query(`update ticket_taxes set tax_amount = tax_amount + 0.05 where document_id = any($1)`, [
      ids.slice(0, 2),
    ]);
    await s.db.query(
      `update ticket_taxes set rule_name = 'Test State' where document_id = $1 and rule_name = 'Test City'`,
      [ids[1]],
    );
    await s.db.query(
      `update ticket_taxes set document_id = $1 where document_id = $2 and rule_name = 'Test State'`,
      [ids[2], ids[3]],
    );
    // a discount renamed, one's amount changed, one moved to another ticket
    await s.db.query(
      `update ticket_discounts set name = 'Test Staff', discount_id = 8 where document_id = $1 and ticket_line_id is not null`,
      [ids[0]],
    );
    await s.db.query(
      `update ticket_discounts set amount = 0.75 where document_id = $1 and ticket_line_id is null`,
      [ids[1]],
    );
    await s.db.query(
      `update ticket_discounts set document_id = $1 where document_id = $2 and ticket_line_id is null`,
      [ids[3], ids[2]],
    );
    await expectKeptEqualsActual(testDays);

    // tickets that change type, day or store take their lines and payments with them
    await s.db.query(
      `update tickets set transaction_type = 'R', total_amount = total_amount + 1 where document_id = any($1)`,
      [ids.slice(0, 2)],
    );
    await s.db.query(`update tickets set business_date = date '2031-02-01' where document_id = $1`, [ids[4]]);
    await s.db.query(`update tickets set store_id = 2002 where document_id = $1`, [ids[3]]);
    await s.db.query(`update tickets set tip_amount = tip_amount + 1 where document_id = any($1)`, [ids]);
    await s.db.query(
      `update tickets set user_name = 'Test Manager', ticket_number = ticket_number + 10,
         ticket_date = ticket_date + interval '1 minute' where document_id = any($1)`,
      [ids.slice(2, 5)],
    );
    // gratuity, guests, charges, surcharges, donations and gift cards changed, some to or from zero
    await s.db.query(
      `update tickets set gratuity_amount = gratuity_amount + 2, guest_count = guest_count + 1,
         charges_amount = 3.99 - charges_amount, cc_surcharges_amount = 0, donations_amount = 0.10,
         gift_card_amount = 25 - gift_card_amount
       where document_id = any($1)`,
      [ids.slice(1, 4)],
    );
    await expectKeptEqualsActual(testDays);

    // lines (their discounts by cascade), payments, taxes and discounts removed, then the tickets (their
    // remaining rows by cascade)
    await s.db.query('delete from ticket_lines where document_id = $1 and line_number = 1', [ids[2]]);
    await s.db.query('delete from ticket_payments where document_id = $1', [ids[2]]);
    await s.db.query(`delete from ticket_taxes where document_id = $1 and rule_name = 'Test City'`, [ids[0]]);
    await s.db.query('delete from ticket_discounts where document_id = $1 and ticket_line_id is null', [
      ids[0],
    ]);
    await expectKeptEqualsActual(testDays);
    await s.db.query('delete from tickets where document_id = any($1)', [ids]);
    await expectKeptEqualsActual(testDays);
  });
});

describe("the hour totals are the hours of the store's clock (issue 22 §1; migration 035)", () => {
  it('keep an evening ticket in its local hour, and both 01:30s of the night the clocks go back in hour 1', async () => {
    const added = await s.db.query<{ document_id: number }>(
      `insert into tickets (merchant_id, store_id, ticket_number, business_date, ticket_date, transaction_type,
         user_name, station, sub_total_amount, discount_amount, tax_amount, tip_amount, total_amount)
       select 1001, 2001, 910000 + g, d::date, i, 'S', 'Test', 'Register 1', 10, 0, 0, 0, 10
       from (values (1, '2032-11-01', timestamptz '2032-11-02 01:30Z'), (2, '2032-11-07', timestamptz '2032-11-07 05:30Z'),
                    (3, '2032-11-07', timestamptz '2032-11-07 06:30Z')) v(g, d, i)
       returning document_id`,
    );
    const hours = await s.db.query<{ business_date: string; hour: number; n: number }>(
      `select to_char(business_date, 'YYYY-MM-DD') as business_date, hour, ticket_count::int as n
       from ticket_hour_totals where store_id = 2001 and business_date >= '2032-01-01' and ticket_count <> 0
       order by 1, 2`,
    );
    // 21:30 EDT on 1 November; 01:30 EDT and 01:30 EST on 7 November 2032, when New York's clocks go back
    expect(hours).toEqual([
      { business_date: '2032-11-01', hour: 21, n: 1 },
      { business_date: '2032-11-07', hour: 1, n: 2 },
    ]);
    await expectKeptEqualsActual({ from: '2032-01-01', only: ['hours'] });
    await s.db.query('delete from tickets where document_id = any($1)', [added.map((r) => r.document_id)]);
  });

  it('a store moved to another time zone has its hours added up again on its new clock', async () => {
    await s.db.query(`update stores set time_zone = 'America/Los_Angeles' where store_id = 2002`);
    const [moved] = await s.db.query<{ lunch: number }>(
      `select coalesce(sum(ticket_count), 0)::int as lunch from ticket_hour_totals
       where store_id = 2002 and hour = 9`,
    );
    // Harbor Uptown's noon rush, on Los Angeles' clock, is at 09:00
    expect(moved.lunch).toBeGreaterThan(0);
    await expectKeptEqualsActual({ only: ['hours'], atLeast: 100 });
    await s.db.query(`update stores set time_zone = 'America/New_York' where store_id = 2002`);
    await expectKeptEqualsActual({ only: ['hours'], atLeast: 100 });
  }, 60_000);
});
