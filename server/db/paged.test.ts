import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, WITHOUT_TICKETS } from '../../test/server';
import { demoStores } from '../demo/accounts';
import type { Db } from './db';
import { type PagedQuery, type PageRequest, pagedQuery } from './paged';

type StoreSort = 'name' | 'merchant' | 'status';

interface StoreRow {
  [key: string]: unknown;
  store_id: number;
  name: string;
  merchant_id: number;
  status_code: number;
}

/** The demo stores, filtered by `where`; sortable by name (the default), merchant and status. */
function storesQuery(where = 'true', params: unknown[] = []): PagedQuery<StoreSort> {
  return {
    select: 's.store_id, s.name, s.merchant_id, s.status_code',
    from: 'stores s',
    where,
    params,
    sortable: { name: 'lower(s.name)', merchant: 's.merchant_id', status: 's.status_code' },
    id: 's.store_id',
  };
}

const request = (page: Partial<PageRequest<StoreSort>>): PageRequest<StoreSort> => ({
  PageRowCount: 100,
  RequestedPageNum: 1,
  SortColumn: null,
  SortDirection: 'asc',
  ...page,
});

let db: Db;
beforeAll(async () => {
  db = await openTestDb(WITHOUT_TICKETS);
});
afterAll(() => db.close());

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The demo store ids as the default sort orders them: by lower-case name. */
const byName = [...demoStores]
  .sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id)
  .map((s) => s.id);

/** Every page of a list, one after the other, at `size` rows a page. */
async function allPages(size: number, page: Partial<PageRequest<StoreSort>>): Promise<StoreRow[][]> {
  const pages: StoreRow[][] = [];
  for (let n = 1; n <= Math.ceil(demoStores.length / size); n++) {
    const result = await pagedQuery<StoreRow, StoreSort>(
      db,
      storesQuery(),
      request({ ...page, PageRowCount: size, RequestedPageNum: n }),
      'name',
    );
    pages.push(result.rows);
  }
  return pages;
}

describe('pagedQuery', () => {
  it('sorts by the allow-list only: a SortColumn outside it sorts by the default', async () => {
    const sorted = async (column: string) =>
      (
        await pagedQuery<StoreRow, StoreSort>(
          db,
          storesQuery(),
          request({ SortColumn: column as StoreSort }),
          'name',
        )
      ).rows.map((r) => r.store_id);
    expect(byName).toHaveLength(demoStores.length);
    expect(await sorted('name')).toEqual(byName);
    for (const unknown of [
      'store_code',
      's.store_id',
      'name desc; drop table stores',
      'toString',
      '__proto__',
    ])
      expect(await sorted(unknown), unknown).toEqual(byName);
    expect(await sorted('merchant')).toEqual(
      [...demoStores].sort((a, b) => a.merchantId - b.merchantId || a.id - b.id).map((s) => s.id),
    );
  });

  it('breaks ties by the id: paging through equal sort values puts every row on exactly one page', async () => {
    for (const SortColumn of ['merchant', 'status'] as const) {
      for (const SortDirection of ['asc', 'desc'] as const) {
        const pages = await allPages(2, { SortColumn, SortDirection });
        const rows = pages.flat();
        const ids = rows.map((r) => r.store_id);
        expect(new Set(ids).size, `${SortColumn} ${SortDirection}`).toBe(ids.length);
        expect(
          [...ids].sort((a, b) => a - b),
          `${SortColumn} ${SortDirection}`,
        ).toEqual(demoStores.map((s) => s.id).sort((a, b) => a - b));
        const key = (r: StoreRow) => (SortColumn === 'merchant' ? r.merchant_id : r.status_code);
        const sign = SortDirection === 'asc' ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const order =
            sign * (key(rows[i]) - key(rows[i - 1])) || sign * (rows[i].store_id - rows[i - 1].store_id);
          expect(order, `${SortColumn} ${SortDirection} row ${i}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers an empty page, with the total, for a page number past the end', async () => {
    for (const page of [
      { PageRowCount: 5, RequestedPageNum: 3 },
      { PageRowCount: 100, RequestedPageNum: 2_147_483_647 },
      { PageRowCount: 2_147_483_647, RequestedPageNum: 2_147_483_647 },
    ]) {
      const result = await pagedQuery<StoreRow, StoreSort>(db, storesQuery(), request(page), 'name');
      expect(result, JSON.stringify(page)).toEqual({ rows: [], total: demoStores.length });
    }
  });

  it('counts the whole filtered list in the total, not the page', async () => {
    const harbor = demoStores.filter((s) => s.merchantId === 1001);
    expect(harbor.length).toBeGreaterThan(2);
    const query = storesQuery('s.merchant_id = $1', [1001]);
    const first = await pagedQuery<StoreRow, StoreSort>(db, query, request({ PageRowCount: 2 }), 'name');
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBe(harbor.length);
    const last = await pagedQuery<StoreRow, StoreSort>(
      db,
      query,
      request({ PageRowCount: 2, RequestedPageNum: Math.ceil(harbor.length / 2) }),
      'name',
    );
    expect(last.rows).toHaveLength(harbor.length % 2 || 2);
    expect(last.total).toBe(harbor.length);
    expect(last.rows.every((r) => r.merchant_id === 1001)).toBe(true);
  });
});
