/** The search's filters as the exports take them (2-menu §7): the list's, without its paging. */
export interface PosExportRequest {
  FromDate: string;
  ToDate: string;
  TicketFilter: string;
  SearchArg2: string;
  SearchColumnFilter: string;
  SearchArg: string;
}

/*
 * LEAD — at the merge of p8-export, replace `PlaceholderPosExportMenu` below by the EXPORT helper's
 * menu:
 *
 *   import { PosExportMenu } from './export/PosExportMenu';
 *   export function ExportSlot({ request }: { request: PosExportRequest | null }) {
 *     return request ? <PosExportMenu request={request} /> : null;
 *   }
 *
 * and delete the placeholder.
 */
function PlaceholderPosExportMenu(_props: { request: PosExportRequest }) {
  return null;
}

/** The exports of the current search in the page's actions; nothing while the range is invalid. */
export function ExportSlot({ request }: { request: PosExportRequest | null }) {
  return request ? <PlaceholderPosExportMenu request={request} /> : null;
}
