import {
  DEFAULT_POS_SORT,
  datePresetRange,
  POS_TRANSACTION_SORT,
  type SearchColumn,
  searchColumns,
  type TicketDateRange,
  type TicketFilterChoice,
  ticketFilters,
} from '../../../domain/posTransactions';
import type { Today } from '../../../domain/calendar';
import { routePath } from '../../../domain/routes';
import type { ListDefaults } from '../../../domain/listParams';

/** The POS transactions list in the portal (2-menu §2). */
export const posTransactionsPath = routePath('/results/posTrans');

/** A ticket of the list, the list's query kept (its range, filter and page: Back shows the same list). */
export function ticketPath(documentId: number, search: string): string {
  const path = routePath('/results/posTrans/:documentId', { documentId });
  return search ? `${path}?${search}` : path;
}

/** The list without a ticket, its query kept. */
export function listPath(search: string): string {
  return search ? `${posTransactionsPath}?${search}` : posTransactionsPath;
}

/** The list's defaults (§9): 25 rows, newest first, sortable by every column of the row. */
export const posListDefaults: ListDefaults = {
  sort: { columnId: DEFAULT_POS_SORT.column, direction: DEFAULT_POS_SORT.direction },
  sortable: POS_TRANSACTION_SORT,
};

/** The search's own parameters in the address, beside the list's (page, size, sort, q). */
export const posQuery = { from: 'from', to: 'to', filter: 'filter', by: 'by' } as const;

/** What the address says about the search (a date as written: the range may be out of order). */
export interface PosSearchState {
  range: TicketDateRange;
  filter: TicketFilterChoice;
  searchColumn: SearchColumn;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The search of an address: its range (from, to; Today without them: the page opens on Today), its
 * filter (All) and its search-by column (all; only where the column choice is offered).
 */
export function posSearchOf(query: URLSearchParams, today: Today, searchByOffered: boolean): PosSearchState {
  const base = datePresetRange('today', today);
  return {
    range: {
      FromDate: (query.get(posQuery.from) ?? base.FromDate).slice(0, 10),
      ToDate: (query.get(posQuery.to) ?? base.ToDate).slice(0, 10),
    },
    filter: oneOf(ticketFilters, query.get(posQuery.filter), 'all'),
    searchColumn: searchByOffered ? oneOf(searchColumns, query.get(posQuery.by), 'all') : 'all',
  };
}
