import { describe, expect, it } from 'vitest';
import { employeeListDefaults, employeePaths } from './employeeList';
import { pagingBody, paramsFromQuery } from './listParams';
import { pageOnlyStartupReadsOf } from './pageOnlyStartupReads';
import { reportStartupReadsOf } from './reportStartupReads';
import { startupReadsOf } from './startupReads';

const q = (search = '') => new URLSearchParams(search);

/**
 * 21:30 in New York on Friday 27 November 2026 (02:30 UTC on the 28th): the store's business day is
 * the 27th, not the UTC day.
 */
const EVENING = {
  zones: [{ StoreId: 2001, TimeZone: 'America/New_York' }],
  now: new Date('2026-11-28T02:30:00Z'),
};

describe("the first reads only the server writes into a page (the entry script's budget)", () => {
  it('the employee list (issue 10): the page its address asks for, as its list hook asks, and the metadata', () => {
    const query = q('page=2&sort=role&dir=desc&search=ali');
    expect(pageOnlyStartupReadsOf('/employees/employees', query, EVENING)).toEqual([
      { path: employeePaths.list, body: pagingBody(paramsFromQuery(query, employeeListDefaults)) },
      { path: employeePaths.metadata, body: {} },
    ]);
    // not the entry script's: its table stays without them (it has the portal's own reads only)
    const entry = startupReadsOf('/employees/employees', query).map((r) => r.path);
    expect(entry).not.toContain(employeePaths.list);
    expect(entry).not.toContain(employeePaths.metadata);
  });

  it('the user roles (issue 10): the first page, highest rank first', () => {
    const [read] = pageOnlyStartupReadsOf('/employees/userroles', q(), EVENING);
    expect(read.path).toBe(employeePaths.roles);
    expect(read.body).toMatchObject({ SortColumn: 'rank', SortDirection: 'asc', RequestedPageNum: 1 });
  });

  it("a report route (issue 9): its reports' reads", () => {
    const query = q('period=lastWeek');
    expect(pageOnlyStartupReadsOf('/results/sales/summary', query, EVENING)).toEqual(
      reportStartupReadsOf('/results/sales/summary', query, EVENING),
    );
  });

  it('any other page: none (its reads, if any, are the entry script table’s)', () => {
    expect(pageOnlyStartupReadsOf('/menu/discounts', q(), EVENING)).toEqual([]);
  });
});
