import DOMPurify from 'dompurify';

/**
 * A receipt's HTML from the server, made safe to show (docs/decisions.md "Receipt"): the server
 * escapes every text of the data, and the portal still removes anything active (scripts, handlers,
 * frames, javascript: links) with DOMPurify, keeping the whole document and its styles.
 */
export function sanitiseReceipt(html: string): string {
  return DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, ADD_TAGS: ['style'] });
}
