/**
 * A streamed export's answer turned into a CSV file, in the CSV worker (csv.worker.ts): the server
 * sends newline-delimited JSON (docs/decisions.md "POS transactions", Exports) — a first line
 * `{"TotalRowCount":N,"Columns":[…]}`, then one JSON array per row, values in column order. The
 * bytes arrive in pieces cut anywhere (inside a line, inside a character); lines are parsed in
 * batches (one JSON.parse per batch) and written with papaparse (unparseCsvRows: the same quoting,
 * CRLF and formula guard as every CSV download). The page never does this per-row work.
 */
import { csvBlob } from './csvBlob';
import { type CsvCell, unparseCsvRows } from './csvText';

/** The first line of a streamed export. */
export interface CsvStreamHead {
  TotalRowCount: number;
  Columns: string[];
}

/** How far a streamed export is: rows received, and how many the set has (null before the first line). */
export interface CsvStreamProgress {
  rows: number;
  total: number | null;
}

/** A finished export: the file (byte-order mark, header row, rows), its row count and the set's. */
export interface CsvStreamResult {
  file: Blob;
  rows: number;
  total: number;
}

/** The catalogue keys of an answer that cannot be turned into a file. */
export type CsvStreamErrorKey = 'Export.Malformed' | 'Export.Failed';

export class CsvStreamError extends Error {
  constructor(readonly key: CsvStreamErrorKey) {
    super(key);
    this.name = 'CsvStreamError';
  }
}

/** Rows parsed and written at a time: one JSON.parse and one papaparse call per batch. */
export const CSV_STREAM_BATCH_ROWS = 2000;

function readHead(line: string): CsvStreamHead {
  let head: unknown;
  try {
    head = JSON.parse(line);
  } catch {
    throw new CsvStreamError('Export.Malformed');
  }
  const h = head as Partial<CsvStreamHead> | null;
  const ok =
    h !== null &&
    typeof h === 'object' &&
    typeof h.TotalRowCount === 'number' &&
    Array.isArray(h.Columns) &&
    h.Columns.every((c) => typeof c === 'string');
  if (!ok) throw new CsvStreamError('Export.Malformed');
  return { TotalRowCount: h.TotalRowCount as number, Columns: h.Columns as string[] };
}

/** Lines of JSON arrays as rows, in one parse: "[line,line,…]". */
function readRows(lines: readonly string[]): CsvCell[][] {
  let rows: unknown;
  try {
    rows = JSON.parse(`[${lines.join(',')}]`);
  } catch {
    throw new CsvStreamError('Export.Malformed');
  }
  if (!(rows as unknown[]).every(Array.isArray)) throw new CsvStreamError('Export.Malformed');
  return rows as CsvCell[][];
}

/**
 * Builds a CSV file from the pieces of an NDJSON answer: `push` each piece as it comes (bytes, or
 * text in tests), `finish` at the end. Blank lines are skipped; a line that is not JSON, a row that
 * is not an array or an answer without its first line throws CsvStreamError('Export.Malformed').
 */
export function ndjsonCsvBuilder({ batchRows = CSV_STREAM_BATCH_ROWS } = {}) {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let head: CsvStreamHead | null = null;
  let rest = '';
  let pending: string[] = [];
  let written = 0;

  const flush = () => {
    if (pending.length === 0) return;
    const rows = readRows(pending);
    pending = [];
    parts.push('\r\n', unparseCsvRows(rows));
    written += rows.length;
  };
  const line = (raw: string) => {
    const text = raw.trim();
    if (text === '') return;
    if (head === null) {
      head = readHead(text);
      parts.push(unparseCsvRows([head.Columns]));
      return;
    }
    pending.push(text);
    if (pending.length >= batchRows) flush();
  };

  return {
    push(piece: Uint8Array | string) {
      const text = rest + (typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true }));
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) line(l);
    },
    progress(): CsvStreamProgress {
      return { rows: written + pending.length, total: head?.TotalRowCount ?? null };
    },
    finish(): CsvStreamResult {
      line(rest + decoder.decode());
      rest = '';
      flush();
      if (head === null) throw new CsvStreamError('Export.Malformed');
      return { file: csvBlob(parts), rows: written, total: head.TotalRowCount };
    },
  };
}

/** What a streamed export's session tells the page (csvWorkerClient.ts). */
export type CsvStreamAnswer =
  | { kind: 'stream-progress'; progress: CsvStreamProgress }
  | { kind: 'stream-done'; result: CsvStreamResult }
  | { kind: 'stream-failed'; key: CsvStreamErrorKey };

/**
 * How often progress is told while rows come (ms): often enough for a bar, rarely enough for the
 * page (each telling renders the bar and lays the page out again; at 100 ms a 2-second export of
 * 100,000 rows made the page's longest tasks of it).
 */
export const CSV_STREAM_PROGRESS_MS = 250;

/**
 * One streamed export in the worker: pieces in, progress out (when the first line tells the set's
 * size, then at most every CSV_STREAM_PROGRESS_MS), then the file or why it failed. After a
 * failure, further pieces are ignored.
 */
export function csvStreamSession(
  post: (answer: CsvStreamAnswer) => void,
  now: () => number = () => performance.now(),
) {
  const builder = ndjsonCsvBuilder();
  let failed = false;
  let told = Number.NEGATIVE_INFINITY;
  let toldTotal = false;
  const fail = (err: unknown) => {
    failed = true;
    post({ kind: 'stream-failed', key: err instanceof CsvStreamError ? err.key : 'Export.Failed' });
  };
  return {
    chunk(piece: Uint8Array | string) {
      if (failed) return;
      try {
        builder.push(piece);
      } catch (err) {
        return fail(err);
      }
      const progress = builder.progress();
      const firstTotal = progress.total !== null && !toldTotal;
      if (!firstTotal && now() - told < CSV_STREAM_PROGRESS_MS) return;
      told = now();
      toldTotal ||= progress.total !== null;
      post({ kind: 'stream-progress', progress });
    },
    end() {
      if (failed) return;
      try {
        post({ kind: 'stream-done', result: builder.finish() });
      } catch (err) {
        fail(err);
      }
    },
  };
}
