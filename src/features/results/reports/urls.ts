import type { ReportId } from '../../../domain/reports';

/** A report's sort in the address (`sort.salesItem=m.quantity:desc`), beside the choice's words (src/domain/reportQuery.ts). */
const sortParam = (id: ReportId) => `sort.${id}`;

/** How a report's table is sorted: a column (the label, a text or a measure) and its direction. */
export interface ReportSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

/** A report's sort in the address (`sort.salesItem=quantity:desc`), or none. */
export function reportSortOf(query: URLSearchParams, id: ReportId): ReportSort | undefined {
  const [columnId, direction] = (query.get(sortParam(id)) ?? '').split(':');
  if (!columnId || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { columnId, direction };
}

export function reportSortQuery(id: ReportId, sort: ReportSort | undefined): Record<string, string | null> {
  return { [sortParam(id)]: sort ? `${sort.columnId}:${sort.direction}` : null };
}
