import DOMPurify from 'dompurify';
import { RECEIPT_PRINT_DELAY_MS } from '../../../../domain/posTransactions';

/**
 * The server's receipt, made safe to show (docs/decisions.md "Receipt"): the server escapes every
 * text of the data, and the portal still removes anything active (scripts, handlers, frames,
 * javascript: links) with DOMPurify, keeping the whole document and its styles.
 */
export function sanitiseReceipt(html: string): string {
  return DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, ADD_TAGS: ['style'] });
}

/** What printing needs of the browser: a window to open, a timer. */
export interface PrintHost {
  open: () => Window | null;
  schedule: (run: () => void, delayMs: number) => void;
}

const browserHost: PrintHost = {
  open: () => window.open('', '_blank'),
  schedule: (run, delayMs) => {
    setTimeout(run, delayMs);
  },
};

/**
 * Print (2-menu §4, §9): a window with the sanitised receipt, printed RECEIPT_PRINT_DELAY_MS after
 * it opens (its styles and layout are in place by then). False when the browser refused the window.
 */
export function printReceipt(cleanHtml: string, host: PrintHost = browserHost): boolean {
  const printWindow = host.open();
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(cleanHtml);
  printWindow.document.close();
  host.schedule(() => printWindow.print(), RECEIPT_PRINT_DELAY_MS);
  return true;
}
