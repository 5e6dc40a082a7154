import type { StoreClock } from './calendar';
import { reportRequestOf, reportStateOf, reportTodayOf } from './reportQuery';
import { reportPath, reportRoutes, reportsOfRoute } from './reports';
import type { RoutePath } from './routes';
import { type StartupRead, screenPathOf } from './startupReads';

/**
 * The first reads of a report page (issue 9), which the server answers with the page
 * (server/routes/pageStartup.ts, through pageOnlyStartupReads.ts): each report of the route, for the period, comparison and stores
 * of the address, as the report screen asks for it (reportQuery.ts), on its stores' business day by
 * `clock` (the stores' time zones, from the portal data, and the time now).
 * Apart from startupReads.ts: the entry script, which the login page loads too, does without the
 * report definitions and the period arithmetic; it takes whatever answers the page carries.
 */
export function reportStartupReadsOf(
  portalPath: string,
  query: URLSearchParams,
  clock: StoreClock,
): StartupRead[] {
  const route = screenPathOf(portalPath) as RoutePath;
  if (!reportRoutes().includes(route)) return [];
  const state = reportStateOf(query);
  // a store's view has no stores in its address: the request is the screen's in either view
  const body = reportRequestOf(state, reportTodayOf(clock, state.stores), state.stores !== null);
  return body ? reportsOfRoute(route).map((id) => ({ path: reportPath(id), body })) : [];
}
