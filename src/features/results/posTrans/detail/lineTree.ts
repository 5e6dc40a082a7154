import type { TicketLine } from '../../../../domain/posTransactions';

/** A line as the lines tab shows it: its depth (0 an item, 1 a modifier) and its parent's name. */
export interface ShownLine {
  line: TicketLine;
  level: 1 | 2;
  /** The item a modifier line belongs to. */
  parentName: string | null;
}

/**
 * The ticket's lines in the order a receipt reads them: each item in line-number order, its modifier
 * lines (ParentLineItemId) right under it. A modifier whose parent is not on the ticket stays at the
 * top level, in its own place.
 */
export function orderLines(lines: readonly TicketLine[]): ShownLine[] {
  const byNumber = [...lines].sort((a, b) => a.LineNumber - b.LineNumber);
  const ids = new Set(byNumber.map((l) => l.LineItemId));
  const children = new Map<number, TicketLine[]>();
  for (const l of byNumber)
    if (l.ParentLineItemId !== null && ids.has(l.ParentLineItemId))
      children.set(l.ParentLineItemId, [...(children.get(l.ParentLineItemId) ?? []), l]);
  const shown: ShownLine[] = [];
  const add = (line: TicketLine, level: 1 | 2, parentName: string | null) => {
    shown.push({ line, level, parentName });
    for (const child of children.get(line.LineItemId) ?? []) add(child, 2, line.ItemName);
  };
  for (const l of byNumber) if (l.ParentLineItemId === null || !ids.has(l.ParentLineItemId)) add(l, 1, null);
  return shown;
}
