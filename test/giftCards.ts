/**
 * The gift cards a ticket sold, summed from its lines (line type G, not deleted) rather than read
 * from its GiftCardAmount: what net sales leave out of its subtotal (src/domain/netSales.ts), for the
 * tests' independent sums over the tickets (`ticket`: the tickets' alias or table name).
 */
export const giftCardLines = (ticket: string) =>
  `(select coalesce(sum(round(l.price * l.quantity_sold, 2)), 0) from ticket_lines l
    where l.document_id = ${ticket}.document_id and l.line_type = 'G' and not l.is_deleted)`;

/** A ticket's item sales (its subtotal less its gift cards), summed independently. */
export const itemSalesOf = (ticket: string) => `(${ticket}.sub_total_amount - ${giftCardLines(ticket)})`;
