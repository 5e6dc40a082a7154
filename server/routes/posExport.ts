import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { LineType, TransactionType } from '../../src/domain/enums';
import { type DatePreset, type ExportTypeCode, exportColumns } from '../../src/domain/posTransactions';
import { posTransactionExportSchema } from '../../src/domain/posTransactionRequests';
import { type CodeNames, type ExportKind, exportRows, exportTotal } from '../db/queries/ticketExport';
import type { TicketFilters } from '../db/queries/ticketSearch';
import { readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { textOf } from '../http/errors';
import { posTransRoute, ticketFiltersOf, ticketScope } from './ticketViewer';

/**
 * POS transactions' exports (2-menu §7, §9; docs/api.md "Exports"): "pt" (POS Trans, a row a
 * ticket, every amount of it with two decimals; company view leaves the customer out) and "td" (Ticket
 * Detail, a row a ticket line) of the search's filters, newest first, types (of tickets, of lines) by name, at most
 * PageRowCount (≤ 100000) rows. The answer is newline-delimited JSON: a first line with the
 * whole set's TotalRowCount and the Columns, then one array a row, written batch by batch as the
 * database writes them. The portal turns it into CSV.
 */
export const posExport = new Hono<AppEnv>();

/** Codes as the files name them: the catalogue's names (the tickets' types as the list and the detail say them). */
const namesOf = (codes: Record<string, string>, family: string): CodeNames =>
  Object.fromEntries(Object.values(codes).map((code) => [code, textOf(`${family}.${code}`)]));
const names: ExportKind['names'] = {
  transactionTypes: namesOf(TransactionType, 'PosTransactions.Type'),
  lineTypes: namesOf(LineType, 'TicketDetail.LineType'),
};

posExport.get('/Export/GetPosTransactionExport', posTransRoute, async (c) => {
  const q = await readQuery(c, posTransactionExportSchema);
  const code = q.exportTypeCode as ExportTypeCode;
  const filters: TicketFilters = ticketFiltersOf(c, {
    DatePreset: q.DatePreset as DatePreset | null,
    FromDate: q.FromDate,
    ToDate: q.ToDate,
    TicketNumber: q.TicketNumber === null ? null : Number(q.TicketNumber),
    BusinessDate: q.BusinessDate,
    TicketFilter: q.TicketFilter,
    SearchArg2: q.SearchArg2,
    SearchColumnFilter: q.SearchColumnFilter,
    SearchArg: q.SearchArg,
  });
  const { db } = c.var.deps;
  const scope = ticketScope(c);
  const batches = exportRows(db, scope, filters, { code, names }, Number(q.PageRowCount));
  // the count of the whole set (a first line) and the first batch, read together
  const [total, first] = await Promise.all([exportTotal(db, scope, filters, code), batches.next()]);
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  return stream(c, async (out) => {
    const columns = exportColumns(code, scope.storeId === null);
    await out.write(`${JSON.stringify({ TotalRowCount: total, Columns: columns })}\n`);
    if (first.done) return;
    await out.write(`${first.value.text}\n`);
    for await (const rows of batches) {
      if (out.aborted) return;
      await out.write(`${rows.text}\n`);
    }
  });
});
