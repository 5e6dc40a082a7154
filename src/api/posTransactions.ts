import type {
  PosSearchFilters,
  PosTransactionRow,
  PosTransactionSearchAnswer,
} from '../domain/posTransactions';
import type { ListParams } from '../domain/listParams';
import { type PagedList, usePagedList } from '../scaffold/list/usePagedList';

/** The POS transactions search (2-menu-and-reports.md §3, §7; docs/api.md "POS transactions"). */
export const posTransactionPaths = {
  search: 'TicketViewer/SearchTickets',
} as const;

/** The search's filters beside the list's paging (SearchArg is the list's search text). */
export type PosTransactionFilters = Omit<PosSearchFilters, 'SearchArg'>;

/**
 * A page of the search with the summary of the whole filtered set; `filters` null pauses (no
 * request while the range is invalid). The previous page stays on screen while the next loads.
 */
export function usePosTransactionSearch(params: ListParams, filters: PosTransactionFilters | null) {
  const paged = usePagedList<PosTransactionRow, PosTransactionSearchAnswer>(
    filters ? posTransactionPaths.search : null,
    params,
    filters ?? {},
  );
  const page: PagedList<PosTransactionRow, PosTransactionSearchAnswer> = paged;
  return { paged: page, summary: paged.answer?.Summary ?? null };
}
