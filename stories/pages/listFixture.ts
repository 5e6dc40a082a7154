import { initialParams, type ListParams } from '../../src/domain/listParams';
import type { ListState } from '../../src/scaffold/list/useListState';

/** A list's state held still (the view keeps it in the URL). */
export function listFixture(overrides: Partial<ListParams> = {}): ListState {
  const params = {
    ...initialParams({ sort: { columnId: 'issued', direction: 'desc' } }),
    ...overrides,
  };
  const noop = () => {};
  return {
    params,
    typedSearch: params.search,
    setSearch: noop,
    setPage: noop,
    setPageSize: noop,
    setSort: noop,
  };
}
