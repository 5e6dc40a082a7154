import { employeeListDefaults, employeePaths, userRoleListDefaults } from './employeeList';
import type { StoreClock } from './calendar';
import { reportStartupReadsOf } from './reportStartupReads';
import type { RoutePath } from './routes';
import { listPageRead, type StartupRead, screenPathOf } from './startupReads';

/**
 * The first reads of the screens whose tables stay out of the entry script (which the login page
 * loads too: its budget, ARCHITECTURE.md "Budgets"): the server answers them with the page
 * (server/routes/pageStartup.ts), and the entry script takes whatever answers the page carries
 * (src/api/startupReads.ts). The reports (reportStartupReads.ts), and the employee lists (issue 10).
 */
const pageOnlyScreenReads: Partial<Record<RoutePath, (query: URLSearchParams) => StartupRead[]>> = {
  '/employees/employees': (query) => [
    listPageRead(employeePaths.list, query, employeeListDefaults),
    { path: employeePaths.metadata, body: {} },
  ],
  '/employees/userroles': (query) => [listPageRead(employeePaths.roles, query, userRoleListDefaults)],
};

/** The page-only first reads of a portal page (a report's on its stores' business day by `clock`). */
export function pageOnlyStartupReadsOf(
  portalPath: string,
  query: URLSearchParams,
  clock: StoreClock,
): StartupRead[] {
  const screen = pageOnlyScreenReads[screenPathOf(portalPath) as RoutePath];
  return [...(screen?.(query) ?? []), ...reportStartupReadsOf(portalPath, query, clock)];
}
