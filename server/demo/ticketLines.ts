import type { Queryable } from '../db/db';

/**
 * The demo menu's gift cards (menuCatalogue.ts, Harbor's merchandise): sold as gift-card lines (line
 * type G), at their price, without a discount, a tax or a price override (src/domain/ticketAmounts.ts).
 */
const GIFT_CARD_ITEM = "its.item_name like 'Gift Card %'";

export interface TicketLineOptions {
  merchantId: number;
  /** the tickets to give lines: those after this document id */
  after: number;
}

/**
 * The lines of the sales, refunds and deleted tickets after `after`, set-wise: one to four items of
 * the merchant (the first of the menu more often, as a menu has its favourites), a quantity of one
 * to three or a weight for an item sold by the pound (some weighed by hand), now and then a price
 * overridden (80% of the item's) or a line deleted before payment; a modifier of each of the item's
 * modifier groups on some lines, as child lines; a line discount (15%) on some lines and a ticket
 * discount (10%) shared out over the lines of some tickets; a gift card sold is a line of type G.
 */
export async function addTicketLines(db: Queryable, o: TicketLineOptions): Promise<void> {
  await db.query(
    `with its as (
       select row_number() over (order by item_master_id)::int as k, item_master_id, item_name, retail_price, sold_by
       from items where merchant_id = $1 and item_type = 'I' and retail_price > 0),
     size as (select count(*)::int as items from its)
     insert into ticket_lines (document_id, line_number, item_master_id, item_number, item_name, description,
       quantity_sold, price, list_price, is_price_override, is_sold_by_weight, is_manual_weight, is_deleted, line_type)
     select p.document_id, p.n, its.item_master_id, its.item_master_id::text, its.item_name, '',
       case when its.sold_by = 2 then round(0.25 + ((p.document_id * 13 + p.n * 7) % 300) / 100.0, 3)
            when (p.document_id + p.n) % 7 = 0 then 2 when (p.document_id + p.n) % 23 = 0 then 3 else 1 end,
       case when p.over and not ${GIFT_CARD_ITEM} then round(its.retail_price * 0.8, 2) else its.retail_price end,
       case when p.over and not ${GIFT_CARD_ITEM} then its.retail_price end, p.over and not ${GIFT_CARD_ITEM},
       its.sold_by = 2, its.sold_by = 2 and (p.document_id + p.n) % 5 = 0,
       p.n > 1 and (p.document_id * 11 + p.n) % 61 = 0, case when ${GIFT_CARD_ITEM} then 'G' else 'I' end
     from (
       select t.document_id, n.n, (t.document_id * 3 + n.n) % 53 = 0 as over,
         1 + floor(size.items * power(((t.document_id * 7919 + n.n * 104729) % 10007) / 10007.0, 1.6))::int as k
       from tickets t cross join size
         cross join lateral generate_series(1, 1 + (t.document_id % 4)::int) as n(n)
       where t.document_id > $2 and t.transaction_type in ('S', 'R', 'V') and size.items > 0) p
     join its on its.k = p.k`,
    [o.merchantId, o.after],
  );
  await db.query(
    `with groups as (
       select g.modifier_group_id, array_agg(i.item_master_id order by i.item_master_id) ids,
              array_agg(i.item_name order by i.item_master_id) names, array_agg(i.retail_price order by i.item_master_id) prices
       from modifier_groups g join modifier_group_members m using (modifier_group_id)
         join items i on i.item_master_id = m.item_master_id
       where g.merchant_id = $1 group by g.modifier_group_id)
     insert into ticket_lines (document_id, line_number, item_master_id, item_number, item_name, description,
       quantity_sold, price, parent_line_id, line_type, is_deleted)
     select l.document_id, l.line_number, g.ids[k], g.ids[k]::text, g.names[k], '', l.quantity_sold, g.prices[k],
       l.ticket_line_id, 'M', l.is_deleted
     from ticket_lines l join item_modifier_groups img on img.item_master_id = l.item_master_id
       join groups g on g.modifier_group_id = img.modifier_group_id
       cross join lateral (select 1 + ((l.ticket_line_id * 31 + g.modifier_group_id) % array_length(g.ids, 1))::int as k) kk
     where l.document_id > $2 and l.line_type = 'I' and not l.is_sold_by_weight
       and (l.ticket_line_id + img.modifier_group_id * 7) % 10 < 4`,
    [o.merchantId, o.after],
  );
  await db.query(
    `update ticket_lines set line_discount = round(round(price * quantity_sold, 2) * 0.15, 2)
     where document_id > $1 and line_type = 'I' and not is_deleted and (document_id + line_number * 5) % 29 = 0`,
    [o.after],
  );
  await db.query(
    `update ticket_lines set ticket_discount = round((round(price * quantity_sold, 2) - line_discount) * 0.10, 2)
     where document_id > $1 and not is_deleted and line_type <> 'G' and document_id % 11 = 0`,
    [o.after],
  );
}
