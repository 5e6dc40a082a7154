import type { PosSearchFilters } from '../../../domain/posTransactions';
import { PosExportMenu } from './export/PosExportMenu';

/** The exports of the current search in the page's actions; nothing while the range is invalid. */
export function ExportSlot({ request }: { request: PosSearchFilters | null }) {
  return request ? <PosExportMenu request={request} /> : null;
}
