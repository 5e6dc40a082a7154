import type { CsvCell, CsvLimits, CsvParseOutcome } from './csvText';
import { csvBlob } from './csvBlob';
import { runCsvWork } from './csvWorkerClient';

export type { CsvCell, CsvErrorKey, CsvLimits, CsvParseOutcome } from './csvText';

/**
 * Reads a CSV file chosen by the user, in a worker (csv.worker.ts, papaparse): its header row and
 * its data rows, or why it is refused — larger than `maxBytes` (Csv.TooLarge), not text by its
 * content (Csv.NotText: binary data, whatever its name), empty (Csv.Empty), a quote left open
 * (Csv.Malformed, with the row), more than `maxRows` data rows (Csv.TooManyRows, with the count), or
 * unreadable (Csv.Unreadable). Cells a download guarded against formulas come back as they were.
 */
export async function parseCsvFile(file: Blob, limits: CsvLimits): Promise<CsvParseOutcome> {
  try {
    const answer = await runCsvWork({ kind: 'parse', file, limits });
    if (answer.kind === 'parsed') return answer.outcome;
  } catch {
    // the worker failed (the file vanished, the browser refused it)
  }
  return { ok: false, key: 'Csv.Unreadable', values: {} };
}

/** What makes a file name safe on every system (no path separators or reserved characters). */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const base = cleaned.replace(/\.csv$/i, '') || 'export';
  return `${base}.csv`;
}

/**
 * Saves rows as a CSV file named `filename` (".csv" added), built in a worker with papaparse: a
 * header row of `columns`, RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark, and every cell
 * that a spreadsheet would run as a formula (= + - @, tab, return) guarded with a leading '.
 */
export async function downloadCsv(
  filename: string,
  columns: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<void> {
  const answer = await runCsvWork({ kind: 'unparse', columns, rows });
  if (answer.kind !== 'written') throw new Error('the CSV worker did not write the file');
  saveCsvFile(filename, csvBlob([answer.csv]));
}

/** Hands a CSV file (csvBlob) to the browser to save as `filename` (".csv" added, made safe). */
export function saveCsvFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(filename);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // the browser has taken the file once the click's task ends
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
