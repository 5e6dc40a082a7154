import type { Queryable } from '../db/db';

/**
 * The named discounts of the tickets after `after` (ticket_discounts, migration 022), from the
 * amounts their lines carry (ticketLines.ts): a row for each line discount and one for each ticket
 * discount (its lines' ticket_discount together), so that a ticket's rows add up to its
 * discount_amount. Each is named after one of the merchant's discounts active at the ticket's store,
 * chosen deterministically: a line discount among those applying to a line (applies_to L), a ticket
 * discount among the percent discounts applying to the ticket (H, types P and Q); the automatic cash
 * discount is left out (it is on cash tender, not on these amounts). A store without such a discount
 * gives the row a plain name ("Line discount", "Ticket discount") and no discount id.
 */
export async function addTicketDiscounts(db: Queryable, merchantId: number, after: number): Promise<void> {
  const named = `with ds as (
       select s.store_id, d.discount_id, d.name, d.applies_to,
         row_number() over (partition by s.store_id, d.applies_to order by d.discount_id)::int as k,
         count(*) over (partition by s.store_id, d.applies_to)::int as n
       from discounts d join discount_stores s using (discount_id)
       where d.merchant_id = $1 and not d.is_deleted and not d.is_auto_cash_discount and s.pos_active
         and (d.applies_to = 'L' or (d.applies_to = 'H' and d.discount_type in ('P', 'Q'))))`;
  const pick = (appliesTo: 'L' | 'H', by: string) =>
    `left join lateral (select ds.discount_id, ds.name from ds
       where ds.store_id = t.store_id and ds.applies_to = '${appliesTo}' and ds.k = 1 + (${by}) % ds.n) d on true`;
  await db.query(
    `${named}
     insert into ticket_discounts (document_id, ticket_line_id, discount_id, name, amount)
     select l.document_id, l.ticket_line_id, d.discount_id, coalesce(d.name, 'Line discount'), l.line_discount
     from ticket_lines l join tickets t on t.document_id = l.document_id ${pick('L', 'l.ticket_line_id')}
     where l.document_id > $2 and not l.is_deleted and l.line_discount <> 0
     order by l.ticket_line_id`,
    [merchantId, after],
  );
  await db.query(
    `${named}
     insert into ticket_discounts (document_id, ticket_line_id, discount_id, name, amount)
     select t.document_id, null, d.discount_id, coalesce(d.name, 'Ticket discount'), l.amount
     from (select document_id, sum(ticket_discount) as amount from ticket_lines
           where document_id > $2 and not is_deleted and ticket_discount <> 0 group by document_id) l
       join tickets t on t.document_id = l.document_id ${pick('H', 't.document_id')}
     order by t.document_id`,
    [merchantId, after],
  );
}
