import type { TicketLine } from '../../../../domain/posTransactions';

/** A line as the lines tab shows it: an item (level 1) or a modifier (level 2) with its item's name. */
export interface ShownLine {
  line: TicketLine;
  level: 1 | 2;
  /** The item a modifier line belongs to. */
  parentName: string | null;
}

/**
 * The ticket's lines as GetTicketLines answers them (each item with its modifier lines right after
 * it: docs/api.md), each with its level and, for a modifier, the name of the line it belongs to. A
 * modifier whose parent is not on the ticket shows as an item.
 */
export function shownLines(lines: readonly TicketLine[]): ShownLine[] {
  const names = new Map(lines.map((l) => [l.LineItemId, l.ItemName]));
  return lines.map((line) => {
    const parentName = line.ParentLineItemId === null ? null : (names.get(line.ParentLineItemId) ?? null);
    return { line, level: parentName === null ? 1 : 2, parentName };
  });
}
