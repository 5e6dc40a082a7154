import {
  type ExportTypeCode,
  exportFileName,
  MAX_EXPORT_ROWS,
  type PosSearchFilters,
} from '../domain/posTransactions';
import type { StreamedCsvExportStart } from '../scaffold/export/useStreamedCsvExport';

/** The POS transaction export (docs/decisions.md "POS transactions", Exports): a GET answering NDJSON. */
export const POS_EXPORT_PATH = 'Export/GetPosTransactionExport';

/** The search's filters an export carries (the list's, as its search sends them). */
export type PosExportFilters = PosSearchFilters;

/**
 * The export's query (2-menu §7, §9): its type code, the search's filters, a page of MAX_EXPORT_ROWS
 * rows, newest first (TicketDate descending), "future ordering" and "cash rounding" off.
 */
export function posExportQuery(code: ExportTypeCode, filters: PosExportFilters): Record<string, string> {
  return {
    exportTypeCode: code,
    FromDate: filters.FromDate,
    ToDate: filters.ToDate,
    // each store's own days when the dates are a preset (docs/decisions.md "The store's clock")
    ...(filters.DatePreset ? { DatePreset: filters.DatePreset } : {}),
    TicketFilter: filters.TicketFilter,
    SearchArg2: filters.SearchArg2,
    SearchColumnFilter: filters.SearchColumnFilter,
    SearchArg: filters.SearchArg,
    PageRowCount: String(MAX_EXPORT_ROWS),
    SortColumn: 'TicketDate',
    SortDirection: 'desc',
    FutureOrdering: 'false',
    CashRounding: 'false',
  };
}

/** What useStreamedCsvExport starts for an export: the call and the file's name ("POS Trans 11-01-2026 to …"). */
export function posExportStart(code: ExportTypeCode, filters: PosExportFilters): StreamedCsvExportStart {
  return {
    path: POS_EXPORT_PATH,
    query: posExportQuery(code, filters),
    fileName: exportFileName(code, filters),
    maxRows: MAX_EXPORT_ROWS,
  };
}
