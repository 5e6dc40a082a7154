import { employeeListDefaults, employeePaths, userRoleListDefaults } from './employeeList';
import { businessDateOf } from './myStore';
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

/** The page-only first reads of a portal page (on the business day `today`, for a report). */
export function pageOnlyStartupReadsOf(
  portalPath: string,
  query: URLSearchParams,
  today: string = businessDateOf(new Date()),
): StartupRead[] {
  const screen = pageOnlyScreenReads[screenPathOf(portalPath) as RoutePath];
  return [...(screen?.(query) ?? []), ...reportStartupReadsOf(portalPath, query, today)];
}
