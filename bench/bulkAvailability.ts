/**
 * Issue 7's bulk availability save: 1,000 rows of Harbor Downtown marked out of stock (then back) by
 * its manager, sent as the portal's outbox sends them — UpdateItemAvailability in batches of
 * MAX_AVAILABILITY_CHANGES (500), one after the other, each change with its row's version and an
 * idempotency key, recorded in the change history in the same transaction. The demo menu has 302
 * items: the bench imports enough more first (Item/ImportItems). Times each save end to end (the
 * requests' wall time), 3 runs, median.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ApiResult, PagedResult } from '../src/domain/contract';
import type {
  ItemAvailabilityChange,
  ItemAvailabilityRow,
  ItemAvailabilityUpdateResult,
} from '../src/domain/itemAvailability';
import { MAX_AVAILABILITY_CHANGES } from '../src/domain/itemAvailabilityRules';
import { ITEM_CSV_HEADER, itemCsvCells } from '../src/domain/itemCsv';
import { ItemType, SoldBy } from '../src/domain/menuItem';
import { MANAGER, type PortalSession, portalSession, postJson } from './portalSession';
import { removeDir, startServer, tempDir } from './serverProcess';
import { median, round } from './stats';

export const BULK_AVAILABILITY_ROWS = 1000;
const RUNS = 3;

export interface BulkAvailabilityReport {
  rows: number;
  batches: number;
  runsMs: number[];
  medianMs: number;
}

/** Items enough for `rows` availability rows: imported in STARTERS with names of their own. */
async function addItems(base: string, session: PortalSession, count: number) {
  if (count <= 0) return;
  const rows = Array.from({ length: count }, (_, i) =>
    itemCsvCells({
      ItemMasterId: 0,
      ItemName: `Bench Special ${i + 1}`,
      Description: '',
      CategoryName: 'STARTERS',
      ItemType: ItemType.Item,
      SoldBy: SoldBy.Each,
      RetailPrice: 9.5,
      // the merchant's default tax category, no routing group
      TaxCategoryName: '',
      PrinterGroupName: '',
      IsPosActive: true,
    }),
  );
  await postJson(base, session, 'Item/ImportItems', { Columns: ITEM_CSV_HEADER, Rows: rows });
}

/** The store's availability rows, every page of 100. */
async function allRows(base: string, session: PortalSession): Promise<ItemAvailabilityRow[]> {
  const out: ItemAvailabilityRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await postJson<PagedResult<ItemAvailabilityRow>>(
      base,
      session,
      'Item/GetItemAvailability',
      {
        PageRowCount: 100,
        RequestedPageNum: page,
        SortColumn: null,
        SortDirection: 'asc',
      },
    );
    out.push(...answer.ResultSet);
    if (answer.ResultSet.length < 100) return out;
  }
}

/** One save of the rows' in-stock flag set to `inStock`, in the outbox's batches; the rows as they are after. */
async function save(base: string, session: PortalSession, rows: ItemAvailabilityRow[], inStock: boolean) {
  const changes: ItemAvailabilityChange[] = rows.map((r) => ({
    ItemMasterId: r.ItemMasterId,
    IsInStock: inStock,
    IsAvailableOnline: r.IsAvailableOnline,
    Version: r.Version,
    IdempotencyKey: randomUUID(),
  }));
  const after: ItemAvailabilityRow[] = [];
  const t0 = performance.now();
  for (let from = 0; from < changes.length; from += MAX_AVAILABILITY_CHANGES) {
    const answer = await postJson<ApiResult<ItemAvailabilityUpdateResult>>(
      base,
      session,
      'Item/UpdateItemAvailability',
      changes.slice(from, from + MAX_AVAILABILITY_CHANGES),
    );
    const results = answer.Entity?.Results ?? [];
    if (results.some((r) => r.Outcome !== 'applied')) throw new Error('a change was not applied');
    after.push(...results.map((r) => r.Row));
  }
  return { ms: performance.now() - t0, after };
}

export async function bulkAvailabilityBench(log: (msg: string) => void): Promise<BulkAvailabilityReport> {
  const dir = tempDir('backroom-bench-bulk-');
  try {
    log('bulk availability: start server (PGlite, demo data)');
    const server = await startServer({ dataDir: join(dir, 'data') });
    try {
      const session = await portalSession(server.base, MANAGER);
      let rows = await allRows(server.base, session);
      await addItems(server.base, session, BULK_AVAILABILITY_ROWS - rows.length);
      rows = (await allRows(server.base, session)).slice(0, BULK_AVAILABILITY_ROWS);
      if (rows.length < BULK_AVAILABILITY_ROWS) throw new Error(`only ${rows.length} rows`);
      const runsMs: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`bulk availability: run ${run} of ${RUNS} (${rows.length} rows)`);
        const { ms, after } = await save(server.base, session, rows, run % 2 === 0);
        runsMs.push(round(ms, 0));
        rows = after;
      }
      return {
        rows: rows.length,
        batches: Math.ceil(rows.length / MAX_AVAILABILITY_CHANGES),
        runsMs,
        medianMs: median(runsMs),
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dir);
  }
}
