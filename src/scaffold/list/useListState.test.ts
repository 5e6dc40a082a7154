import { describe, expect, it } from 'vitest';
import { initialParams, paramsFromQuery } from '../../domain/listParams';
import { queryFromParams } from './useListState';

const defaults = { sort: { columnId: 'name', direction: 'asc' as const }, sortable: ['name', 'code'] };

describe('the list state in the URL (1-foundation §9: a reload or a shared link shows the same list)', () => {
  it('is written to the URL query, only what differs from the defaults, and read back the same', () => {
    const p = paramsFromQuery(new URLSearchParams('page=3&size=50&sort=-code&q=down'), defaults);
    expect(queryFromParams(p, defaults)).toEqual({ page: '3', size: '50', sort: '-code', q: 'down' });
    expect(paramsFromQuery(new URLSearchParams(queryFromParams(p, defaults)), defaults)).toEqual(p);
    expect(queryFromParams(initialParams(defaults), defaults)).toEqual({});
  });
});
