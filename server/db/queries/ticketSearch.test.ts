import { describe, expect, it } from 'vitest';
import { treeOrder } from './ticketDetail';
import { containsPattern, SqlParams, ticketOrder, ticketWhere } from './ticketSearch';

describe('the search’s SQL pieces', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('plain')).toBe('%plain%');
  });

  it('orders by the allow-list only, newest first by default, the DocumentId last', () => {
    expect(ticketOrder({ SortColumn: null, SortDirection: 'asc' })).toBe(
      't.business_date desc, t.ticket_date desc, t.document_id desc',
    );
    expect(ticketOrder({ SortColumn: 'TotalAmount', SortDirection: 'asc' })).toBe(
      't.total_amount asc, t.document_id asc',
    );
    for (const evil of ['toString', '__proto__', 't.document_id; drop table tickets'])
      expect(ticketOrder({ SortColumn: evil, SortDirection: 'desc' })).toBe(
        't.business_date desc, t.ticket_date desc, t.document_id desc',
      );
  });

  it('puts every value of a filter in a parameter, never in the SQL', () => {
    const p = new SqlParams();
    const where = ticketWhere(
      { merchantId: 1001, storeId: null },
      {
        FromDate: '2026-11-01',
        ToDate: '2026-11-20',
        TicketNumber: null,
        BusinessDate: null,
        TicketFilter: 'S',
        SearchArg2: 'R',
        SearchColumnFilter: 'customer_name',
        SearchArg: "o'brien",
      },
      p,
    );
    expect(where).not.toContain("o'brien");
    expect(where).not.toContain('store_id');
    expect(p.values).toEqual([1001, '2026-11-01', '2026-11-20', ['S', 'R'], "%o'brien%"]);
  });

  it('puts each modifier right after its parent, and a line whose parent is missing where it is', () => {
    const line = (LineItemId: number, ParentLineItemId: number | null) => ({ LineItemId, ParentLineItemId });
    const ordered = treeOrder([
      line(1, null),
      line(2, null),
      line(3, 1),
      line(4, 3),
      line(5, 99),
      line(6, 2),
    ]);
    expect(ordered.map((l) => l.LineItemId)).toEqual([1, 3, 4, 2, 6, 5]);
  });
});
