import { businessDateIn } from '../src/domain/calendar';
import { datePresetRange, ticketFilterArguments, ticketFilters } from '../src/domain/posTransactions';
import { reportPresetPeriod } from '../src/domain/reportPeriods';
import { type ReportId, reportIds, reportPath } from '../src/domain/reports';
import type { LoadOptions } from './load';
import type { PortalSession } from './portalSession';

/** The business day of the bench's stores (the Harbor stores 2001, 2002, 2005: New York time). */
const benchToday = () => businessDateIn('America/New_York', new Date());

export type Database = 'pglite' | 'postgres';

/** The server budgets of ARCHITECTURE.md ("Budgets") at 32 concurrent connections. */
export const LOAD_BUDGET = {
  /** GET Portal/GetPortalData, with a million tickets (PGlite and PostgreSQL) */
  portalDataRps: 2000,
  portalDataP95Ms: 25,
  /** portal data's rate against /health's in the same run, on PGlite */
  portalDataOfHealth: 0.6,
  /** any list or report page on PostgreSQL with a million tickets */
  pageP95Ms: 100,
  /** a 30-day report on PostgreSQL with a million tickets */
  report30DaysP95Ms: 150,
} as const;

export type LoadName =
  | 'health'
  | 'portal data'
  | 'activity today'
  | 'sales 30 days'
  | 'invoice list'
  | 'discount list'
  | 'item availability'
  | `pos transactions 30 days ${(typeof ticketFilters)[number]}`
  | 'ticket detail'
  | `report ${ReportId} 30 days`;

/**
 * The POS transaction searches the load run sends: the first page of the last 30 days of the
 * session's store, newest first, once for each ticket filter (2-menu §2).
 */
function posSearches(
  post: (name: LoadName, path: string, body: unknown) => LoadOptions & { name: LoadName },
) {
  const range = datePresetRange('last30', benchToday());
  return ticketFilters.map((filter) =>
    post(`pos transactions 30 days ${filter}`, 'TicketViewer/SearchTickets', {
      ...range,
      ...ticketFilterArguments[filter],
      PageRowCount: 25,
      RequestedPageNum: 1,
      SortColumn: 'TicketDate',
      SortDirection: 'desc',
    }),
  );
}

/**
 * Each report over the last 30 days of the session's store, compared with the 30 days before
 * (issue 9's figures: 8 concurrent requests).
 */
function reportReads(
  post: (name: LoadName, path: string, body: unknown) => LoadOptions & { name: LoadName },
) {
  const period = reportPresetPeriod('last30', benchToday());
  return reportIds.map((id) =>
    post(`report ${id} 30 days`, reportPath(id), { ...period, Preset: 'last30', Comparison: 'previous' }),
  );
}

/** Concurrent requests of the POS transaction and report load runs (issues 8 and 9). */
export const POS_CONNECTIONS = 8;

/** The newest ticket of the session's store in the last 30 days (the ticket detail's load run), if any. */
export async function latestTicketId(base: string, session: PortalSession): Promise<number | null> {
  const res = await fetch(`${base}TicketViewer/SearchTickets`, {
    method: 'POST',
    headers: { ...session.postHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ ...datePresetRange('last30', benchToday()), PageRowCount: 1 }),
  });
  const answer = (await res.json()) as { ResultSet?: { id: number }[] };
  return answer.ResultSet?.[0]?.id ?? null;
}

/**
 * The requests a load run sends, as the portal sends them (the session's cookie, csrf on POSTs): the
 * owner's, and item availability as the store's manager (it is not for company users); the POS
 * transaction searches, and a ticket's detail when `ticketId` is given (latestTicketId).
 */
export function loadRequests(
  base: string,
  session: PortalSession,
  manager: PortalSession,
  ticketId: number | null = null,
): (LoadOptions & { name: LoadName })[] {
  const post = (name: LoadName, path: string, body: unknown, as = session) => ({
    name,
    url: `${base}${path}`,
    method: 'POST' as const,
    body,
    headers: as.postHeaders,
  });
  const firstPage = { PageRowCount: 25, RequestedPageNum: 1, SortColumn: null, SortDirection: 'asc' };
  return [
    { name: 'health', url: `${base}health` },
    { name: 'portal data', url: `${base}Portal/GetPortalData`, headers: { cookie: session.cookie } },
    post('activity today', 'MyStore/GetActivitySummary', {}),
    post('sales 30 days', 'MyStore/GetSalesDashboard', { Period: 'last30' }),
    post('invoice list', 'AccountBilling/GetInvoices', { PageRowCount: 25, RequestedPageNum: 1 }),
    post('discount list', 'Discount/GetActiveDiscounts', firstPage),
    post('item availability', 'Item/GetItemAvailability', firstPage, manager),
    // issues 8 and 9 measure POS transactions and the reports at 8 concurrent requests
    ...[
      ...posSearches(post),
      ...reportReads(post),
      ...(ticketId === null
        ? []
        : [post('ticket detail', 'TicketViewer/GetTicketDetail2', { DocumentId: ticketId })]),
    ].map((request) => ({ ...request, connections: POS_CONNECTIONS })),
  ];
}

/** The p95 budget of a load figure on a database, null where none is set. */
export function p95BudgetOf(name: string, database: Database): number | null {
  if (name === 'portal data') return LOAD_BUDGET.portalDataP95Ms;
  if (database !== 'postgres' || name === 'health') return null;
  return name === 'sales 30 days' || name.startsWith('report ')
    ? LOAD_BUDGET.report30DaysP95Ms
    : LOAD_BUDGET.pageP95Ms;
}
