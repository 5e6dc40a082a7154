/**
 * The CSV work itself, with papaparse (design card): reading a file's bytes as text (refusing what
 * is not text), parsing it into a header and rows, and writing rows back. Run in the CSV worker
 * (csv.worker.ts); the main thread loads it only where there is no worker (tests in jsdom).
 * docs/decisions.md "Item CSV import and export".
 */
import Papa from 'papaparse';

/** The catalogue keys of a file refused whole. */
export type CsvErrorKey =
  | 'Csv.NotText'
  | 'Csv.TooLarge'
  | 'Csv.TooManyRows'
  | 'Csv.Empty'
  | 'Csv.Malformed'
  | 'Csv.Unreadable';

export type CsvParseOutcome =
  | { ok: true; header: string[]; rows: string[][] }
  | { ok: false; key: CsvErrorKey; values: Record<string, number> };

export interface CsvLimits {
  /** The largest file read (bytes). */
  maxBytes: number;
  /** The most data rows (blank rows not counted). */
  maxRows: number;
}

export type CsvCell = string | number | boolean | null | undefined;

/** How much of a file's start is looked at to tell text from binary data. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Whether bytes look like binary data rather than text: a NUL byte, or a control character other
 * than tab, line feed, form feed, carriage return and the old end-of-file mark (Ctrl-Z). A
 * spreadsheet (.xlsx is a zip), an image or a PDF has them at once.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i < end; i++) {
    const b = bytes[i];
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1a) return true;
  }
  return false;
}

/**
 * A file's bytes as text: UTF-16 with its byte-order mark, else UTF-8 (with or without its mark),
 * else Windows-1252 (what a spreadsheet on Windows saves as "CSV"). Binary data is refused.
 */
export function decodeCsvBytes(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; key: 'Csv.NotText' } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { ok: true, text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { ok: true, text: new TextDecoder('utf-16be').decode(bytes) };
  if (looksBinary(bytes)) return { ok: false, key: 'Csv.NotText' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** A cell a download guarded (a leading ' before = + - @, tab or return) as it was. */
function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

const isBlank = (row: string[]) => row.every((c) => c.trim() === '');

/**
 * Parses CSV text: the delimiter is detected (comma, semicolon, tab…), quoted cells may hold
 * delimiters and line breaks, a byte-order mark is dropped. The first row is the header; blank rows
 * stay in place (a row's number is its place in the file) but are not counted against `maxRows`;
 * blank rows at the end are dropped. A quote left open is refused with the row it starts on.
 */
export function parseCsvText(text: string, maxRows: number): CsvParseOutcome {
  const input = text.replace(/^\uFEFF/, '');
  // the delimiter is guessed on the first lines that are not blank (blank lines would spoil the guess)
  const delimiter = Papa.parse<string[]>(input, { preview: 20, skipEmptyLines: 'greedy' }).meta.delimiter;
  const result = Papa.parse<string[]>(input, { skipEmptyLines: false, delimiter });
  const open = result.errors.find((e) => e.type === 'Quotes');
  if (open) return { ok: false, key: 'Csv.Malformed', values: { row: (open.row ?? 0) + 1 } };
  const data = result.data;
  let end = data.length;
  while (end > 0 && isBlank(data[end - 1])) end -= 1;
  if (end === 0) return { ok: false, key: 'Csv.Empty', values: {} };
  const rows = data.slice(1, end);
  let count = 0;
  for (const row of rows) if (!isBlank(row)) count += 1;
  if (count > maxRows) return { ok: false, key: 'Csv.TooManyRows', values: { count, max: maxRows } };
  return { ok: true, header: data[0].map(unguardCell), rows: rows.map((r) => r.map(unguardCell)) };
}

/** Reads a file (its size first, then its bytes) and parses it. */
export async function parseCsvBlob(file: Blob, limits: CsvLimits): Promise<CsvParseOutcome> {
  if (file.size > limits.maxBytes)
    return {
      ok: false,
      key: 'Csv.TooLarge',
      values: { megabytes: Math.floor(limits.maxBytes / 1024 / 1024) },
    };
  if (file.size === 0) return { ok: false, key: 'Csv.Empty', values: {} };
  const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return { ok: false, key: decoded.key, values: {} };
  return parseCsvText(decoded.text, limits.maxRows);
}

/**
 * Cells a spreadsheet would run as a formula (starting with = + - @, a tab or a return) get a
 * leading ' (CSV injection, OWASP): the value shows as text. Checked on the whole cell, line breaks
 * included (papaparse's own pattern stops at the first line break). A negative number and nothing
 * else (-0.05, an export's amount written as text with its two decimals) is data, not a formula: it
 * stays a number to the spreadsheet.
 */
const FORMULA_START = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

const UNPARSE_OPTIONS = { escapeFormulae: FORMULA_START, newline: '\r\n' } as const;

/** Rows as CSV text: a header row, RFC 4180 quoting, CRLF line ends, formulas guarded. */
export function unparseCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((r) => [...r]) }, UNPARSE_OPTIONS);
}

/**
 * Rows as CSV lines without a header (a part of a file written in batches, csvStream.ts): the same
 * quoting, line ends and formula guard as unparseCsv; no line end after the last row.
 */
export function unparseCsvRows(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(rows as CsvCell[][], UNPARSE_OPTIONS);
}
