import { htmlDecode } from '../../src/domain/htmlText';
import type { Row } from './db';

/**
 * The rows with these text columns HTML-decoded, in place (names of legacy data are stored encoded:
 * 1-foundation.md §7, "names and descriptions HTML-decoded"); null stays null. The query functions
 * of the menu answer their rows through it, so every answer, list, export or lookup alike, is decoded.
 */
export function decodeRows<T extends Row>(rows: T[], columns: readonly (keyof T & string)[]): T[] {
  for (const row of rows)
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'string' && value.includes('&')) (row as Row)[column] = htmlDecode(value);
    }
  return rows;
}
