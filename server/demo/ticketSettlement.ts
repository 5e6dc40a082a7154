import type { Queryable } from '../db/db';

/** How a ticket is paid, from its document id (deterministic): cash, a gift card or a card. */
const paidCash = (t: string) => `(${t}.transaction_type in ('I', 'P') or ${t}.document_id % 3 = 0)`;
const PAID_CASH = paidCash('t');
const PAID_GIFT = `(not ${PAID_CASH} and t.document_id % 41 = 0)`;
/** A sale of a party paid on two cards. */
const SPLIT = `(t.transaction_type = 'S' and not ${PAID_CASH} and not ${PAID_GIFT} and t.sub_total_amount >= 60 and t.document_id % 13 = 0)`;
/** Cash handed over exactly now and then, otherwise in tens (of the ticket named `t`). */
const exactCash = (t: string) => `((${t}.document_id / 3) % 4 = 0)`;

export interface SettlementOptions {
  /** the tickets after this document id */
  after: number;
  /** card tips on sales (a restaurant or a café; a market has none) */
  tips: boolean;
  /** cash totals rounded to the nickel (a store that has stopped giving pennies) */
  roundCash: boolean;
}

/**
 * The ticket's amounts from its lines (src/domain/ticketAmounts.ts), in one pass over the tickets
 * (each update rewrites every row): the taxes by the items' tax rules, then subtotal, discount, price
 * overrides and tax; on sales a delivery charge (online orders delivered), an automatic 18% gratuity
 * (a table of $150 or more), the card surcharge of a store that charges one (3%), a round-up donation
 * now and then, card tips; the total; cash rounded to the nickel where asked, and what was tendered
 * and given back. Pay-ins and pay-outs are an amount of cash.
 */
export async function settleTicketAmounts(db: Queryable, o: SettlementOptions): Promise<void> {
  await db.query(
    `insert into ticket_taxes (document_id, rule_name, tax_rate, tax_amount)
     select l.document_id, tc.name, tc.rate,
       round(sum(round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount) * tc.rate / 100, 2)
     from ticket_lines l join items i on i.item_master_id = l.item_master_id
       join tax_categories tc on tc.tax_category_id = i.tax_category_id
     where l.document_id > $1 and not l.is_deleted and l.line_type <> 'G' and tc.rate > 0
     group by l.document_id, tc.tax_category_id, tc.name, tc.rate`,
    [o.after],
  );
  await db.query(
    `update tickets t set sub_total_amount = a.sub, gift_card_amount = a.gift, discount_amount = a.disc,
       price_overrides_amount = a.over,
       tax_amount = a.tax, charges_amount = b.charges, gratuity_amount = b.gratuity, cc_surcharges_amount = b.surcharge,
       donations_amount = c.donation, tip_amount = c.tip, total_amount = d.total, payment_rounded_amount = e.rounded,
       tender_amount = case when e.cash then (case when ${exactCash('x')} then e.pay else ceil(e.pay / 10) * 10 end)
                            when x.transaction_type = 'V' then 0 else e.pay + c.tip end,
       change_amount = case when e.cash and not ${exactCash('x')} then ceil(e.pay / 10) * 10 - e.pay else 0 end
     from tickets x
       join stores s on s.store_id = x.store_id
       left join (select document_id, sum(round(price * quantity_sold, 2)) as sub,
                    sum(round(price * quantity_sold, 2)) filter (where line_type = 'G') as gift,
                    sum(line_discount + ticket_discount) as disc,
                    sum(case when is_price_override then round((list_price - price) * quantity_sold, 2) else 0 end) as over
                  from ticket_lines where document_id > $1 and not is_deleted group by document_id) l
         on l.document_id = x.document_id
       left join (select document_id, sum(tax_amount) as tax from ticket_taxes where document_id > $1 group by document_id) tx
         on tx.document_id = x.document_id
       cross join lateral (
         select case when x.transaction_type in ('I', 'P') then 20 + x.document_id % 80 else coalesce(l.sub, 0) end as sub,
           coalesce(l.gift, 0) as gift, coalesce(l.disc, 0) as disc, coalesce(l.over, 0) as over,
           coalesce(tx.tax, 0) as tax) a
       cross join lateral (
         select case when x.transaction_type = 'S' and x.contact_address1 is not null then 3.99 else 0 end as charges,
           case when x.transaction_type = 'S' and x.order_name like 'Table %' and a.sub >= 150
                then round((a.sub - a.disc) * 0.18, 2) else 0 end as gratuity,
           case when x.transaction_type = 'S' and s.cc_surcharge_enabled and not ${paidCash('x')}
                then round((a.sub - a.disc) * 0.03, 2) else 0 end as surcharge) b
       cross join lateral (
         select case when x.transaction_type = 'S' and x.document_id % 37 = 0
                     then coalesce(nullif(ceil(due) - due, 0), 1.00) else 0 end as donation,
           case when $2 and x.transaction_type = 'S' and not ${paidCash('x')} and b.gratuity = 0
                     and (x.document_id / 3) % 5 < 3
                then round((a.sub - a.disc) * (15 + x.document_id % 8) / 100, 2) else 0 end as tip
         from (select a.sub - a.disc + b.charges + b.surcharge + a.tax + b.gratuity as due) dd) c
       cross join lateral (
         select case when x.transaction_type in ('I', 'P') then a.sub
                     else a.sub - a.disc + b.charges + b.surcharge + c.donation + a.tax + b.gratuity end as total) d
       cross join lateral (
         select ${paidCash('x')} and x.transaction_type <> 'V' as cash) k
       cross join lateral (
         select case when $3 and k.cash then round(round(d.total * 20) / 20 - d.total, 2) else 0 end as rounded) r
       cross join lateral (select k.cash, r.rounded, d.total + r.rounded as pay) e
     where t.document_id = x.document_id and x.document_id > $1`,
    [o.after, o.tips, o.roundCash],
  );
}

const cardBrands = ['Visa', 'Mastercard', 'Amex', 'Discover'];

/**
 * The payments of every ticket but a deleted one: cash (rounded to the nickel where asked), a gift
 * card, a card (a party's sale now and then split over two), the tip on the (first) card.
 */
export async function addTicketPayments(db: Queryable, after: number): Promise<void> {
  await db.query(
    `insert into ticket_payments (document_id, payment_type, description, payment_amount, tip_amount,
       additional_payment_info, transaction_id)
     select t.document_id,
       case when ${PAID_CASH} then 'CASH' when ${PAID_GIFT} then 'Gift' else 'CREDIT' end,
       case when ${PAID_CASH} then 'Cash'
            when ${PAID_GIFT} then 'Gift card ****' || lpad(((t.document_id * 53) % 10000)::text, 4, '0')
            else ($2::text[])[1 + ((t.document_id + part) % 4)::int] || ' ****' || lpad(((t.document_id * 37 + part) % 10000)::text, 4, '0') end,
       case when not ${SPLIT} then t.total_amount + t.payment_rounded_amount
            when part = 1 then floor(t.total_amount * 100 / 2) / 100
            else t.total_amount - floor(t.total_amount * 100 / 2) / 100 end,
       case when part = 1 then t.tip_amount else 0 end,
       case when not ${PAID_CASH} then 'Auth ' || lpad(((t.document_id * 97 + part) % 1000000)::text, 6, '0') end,
       case when not ${PAID_CASH} then 'T' || lpad(((t.document_id * 7919 + part) % 1000000000)::text, 9, '0') end
     from tickets t cross join lateral generate_series(1, case when ${SPLIT} then 2 else 1 end) as part
     where t.document_id > $1 and t.transaction_type <> 'V'`,
    [after, cardBrands],
  );
}
