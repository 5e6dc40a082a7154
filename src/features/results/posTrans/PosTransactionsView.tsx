import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mediaQuery, Spinner, useMediaQuery } from '../../../../design-system';
import { usePortalData } from '../../../api/portal';
import { type PosTransactionFilters, usePosTransactionSearch } from '../../../api/posTransactions';
import type { Today } from '../../../domain/calendar';
import {
  type PosSearchFilters,
  presetOfRange,
  rangeError,
  ticketFilterArguments,
} from '../../../domain/posTransactions';
import { posTransactionsMode, posTransactionsViewer } from '../../../domain/posTransactionsAccess';
import { pathIdOf } from '../../../domain/routes';
import { useUrlFilters, useUrlListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';
import type { ScreenProps, StoreChooser } from '../../../scaffold/screen';
import { useStoreClock } from '../../../scaffold/storeClock/useStoreClock';
import { DetailSlot } from './DetailSlot';
import { PosTransactionsPage } from './PosTransactionsPage';
import { listPath, type PosSearchState, posListDefaults, posQuery, posSearchOf, ticketPath } from './urls';

/**
 * The POS transactions view (2-menu §2, §4; /results/posTrans and a ticket, /results/posTrans/:id):
 * the search in the address (range, filter, search-by, page, sort, text), the page of tickets with
 * its summary, the ticket open beside the list or alone, the page's modes (posTransactionsAccess).
 * "Today" is the business day of the store in view, on its clock (useStoreClock): in a company view
 * each store's own, the request naming the preset its dates are.
 */
export function PosTransactionsView({
  ctx,
  path,
  storeChooser,
}: ScreenProps & { storeChooser?: StoreChooser }) {
  const portal = usePortalData().data;
  const clock = useStoreClock();
  const today = clock.today;
  const [, navigate] = useLocation();
  const search = useSearch();
  const list = useUrlListState(posListDefaults);
  const filters = useUrlFilters();
  const wide = useMediaQuery(mediaQuery.large);
  const [choosing, setChoosing] = useState(false);

  const searchByOffered = ctx.flags.getSalesTicket;
  const state = posSearchOf(filters.query, today, searchByOffered);
  const mode = portal ? posTransactionsMode(posTransactionsViewer(ctx.roles, portal)) : 'report';
  const request = searchRequest(state, list.params.search, today);
  const { paged, summary } = usePosTransactionSearch(
    list.params,
    portal && mode === 'report' && request ? withoutSearchText(request) : null,
  );
  // while the range is invalid the list is empty (not the last valid range's rows, nor its ticket)
  const shown = request ? paged : paused(paged);
  const selectedId = pathIdOf(path);
  useClearMissingTicket(selectedId, shown, () => navigate(listPath(search), { replace: true }));

  if (!portal) return <Spinner />;
  const companyView = portal.storeId === null;
  const Chooser = storeChooser;
  return (
    <>
      <PosTransactionsPage
        mode={mode}
        smartManagerUrl={portal.smartManagerBaseUrl}
        onChooseStore={() => setChoosing(true)}
        choosingStore={choosing && Chooser !== undefined}
        today={today}
        showZone={clock.showZone}
        search={state}
        searchByOffered={searchByOffered}
        onSearchChange={(changes) => filters.set(queryOf(changes))}
        list={list}
        paged={shown}
        summary={request ? summary : null}
        companyView={companyView}
        selectedId={selectedId}
        onOpen={(row) => navigate(ticketPath(row.id, search))}
        backHref={listPath(search)}
        onBack={() => navigate(listPath(search))}
        wide={wide}
        exportRequest={request}
        ticketPanel={(panel) => <DetailSlot {...panel} />}
      />
      {choosing && Chooser ? <Chooser onClose={() => setChoosing(false)} /> : null}
    </>
  );
}

/** The search's filters, or null while the range is invalid (nothing is asked then). */
function searchRequest(state: PosSearchState, searchText: string, today: Today): PosSearchFilters | null {
  if (rangeError(state.range) !== null) return null;
  return {
    ...state.range,
    DatePreset: presetOfRange(state.range, today),
    ...ticketFilterArguments[state.filter],
    SearchColumnFilter: state.searchColumn,
    SearchArg: searchText,
  };
}

/** The filters beside the paging body (which carries the search text as SearchArg). */
function withoutSearchText({ SearchArg: _, ...filters }: PosSearchFilters): PosTransactionFilters {
  return filters;
}

/** The address's parameters of a change of the search (a default is left out). */
function queryOf(changes: Partial<PosSearchState>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (changes.range) {
    out[posQuery.from] = changes.range.FromDate;
    out[posQuery.to] = changes.range.ToDate;
  }
  if (changes.filter) out[posQuery.filter] = changes.filter === 'all' ? null : changes.filter;
  if (changes.searchColumn) out[posQuery.by] = changes.searchColumn === 'all' ? null : changes.searchColumn;
  return out;
}

/** The list while the range is invalid: empty, not loading (not the last valid range's rows). */
function paused<Row, Answer>(paged: PagedList<Row, Answer>): PagedList<Row, Answer> {
  return { ...paged, rows: [], total: 0, loading: false, error: null, answer: undefined };
}

/** §4: the selected ticket is cleared when a loaded result set no longer contains it. */
function useClearMissingTicket(
  selectedId: number | null,
  paged: PagedList<{ id: number }, { ResultSet: { id: number }[] }>,
  clear: () => void,
) {
  const answer = paged.answer;
  const settled = answer !== undefined && !paged.loading;
  const missing = useMemo(
    () => settled && selectedId !== null && !answer.ResultSet.some((r) => r.id === selectedId),
    [settled, selectedId, answer],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears once when the ticket goes missing
  useEffect(() => {
    if (missing) clear();
  }, [missing]);
}
