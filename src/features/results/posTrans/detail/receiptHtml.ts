import { RECEIPT_PRINT_DELAY_MS } from '../../../../domain/posTransactions';

/** The server's receipt, made safe to show: the scaffolding's one sanitiser (src/scaffold/receipt). */
export { sanitiseReceipt } from '../../../../scaffold/receipt/sanitiseReceipt';

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
