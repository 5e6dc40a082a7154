import { useMemo } from 'react';
import * as styles from './ReceiptFrame.css';
import { sanitiseReceipt } from './sanitiseReceipt';

export interface ReceiptFrameProps {
  /** The server's receipt HTML (escaped there); sanitised here again before it is shown. */
  html: string;
  /** The frame's accessible name. */
  title: string;
  /** The frame's height (a whole receipt is taller than its header alone). */
  height?: string;
}

/**
 * A receipt (or a part of one) from the server, shown in a sandboxed frame: sanitised, no scripts,
 * no access to the portal.
 */
export function ReceiptFrame({ html, title, height = '36rem' }: ReceiptFrameProps) {
  const clean = useMemo(() => sanitiseReceipt(html), [html]);
  return <iframe className={styles.frame} style={{ height }} title={title} sandbox="" srcDoc={clean} />;
}
