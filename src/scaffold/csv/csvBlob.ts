/** The byte-order mark a download starts with: spreadsheets then read it as UTF-8 (accents intact). */
const UTF8_BOM = '\uFEFF';

/**
 * A CSV file of text parts: the byte-order mark first, typed text/csv in UTF-8. Made where the text
 * was written (the CSV worker for a streamed export, the page for a small list). No papaparse here:
 * the page imports this without the parser.
 */
export function csvBlob(parts: readonly string[]): Blob {
  return new Blob([UTF8_BOM, ...parts], { type: 'text/csv;charset=utf-8' });
}
