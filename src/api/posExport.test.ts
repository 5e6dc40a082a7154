import { describe, expect, it } from 'vitest';
import { posTransactionExportSchema } from '../domain/posTransactionRequests';
import { apiUrl } from './http';
import { POS_EXPORT_PATH, posExportQuery, posExportStart } from './posExport';

const filters = {
  FromDate: '2026-11-01',
  ToDate: '2026-11-27',
  DatePreset: null,
  TicketFilter: 'S',
  SearchArg2: 'R',
  SearchColumnFilter: 'customer_name',
  SearchArg: 'Núñez & Co',
};

describe('2-menu §7, §9: the export call carries the search, 100000 rows, newest first, options off', () => {
  it('builds the query the server schema accepts, unchanged', () => {
    const query = posExportQuery('pt', filters);
    const { DatePreset: _, ...withoutPreset } = filters;
    expect(query).toEqual({
      exportTypeCode: 'pt',
      ...withoutPreset,
      PageRowCount: '100000',
      SortColumn: 'TicketDate',
      SortDirection: 'desc',
      FutureOrdering: 'false',
      CashRounding: 'false',
    });
    expect(posTransactionExportSchema.validateSync(query)).toMatchObject(query);
  });

  it('names the preset its dates are, so that each store counts its own days (issue 22 §1)', () => {
    const query = posExportQuery('pt', { ...filters, DatePreset: 'last7' });
    expect(query.DatePreset).toBe('last7');
    expect(posTransactionExportSchema.validateSync(query)).toMatchObject({ DatePreset: 'last7' });
  });

  it('is a GET under the base path with the query encoded, and names the file after the type and range', () => {
    const start = posExportStart('td', filters);
    expect(start.path).toBe(POS_EXPORT_PATH);
    expect(start.fileName).toBe('Ticket Detail 11-01-2026 to 11-27-2026.csv');
    expect(start.maxRows).toBe(100000);
    expect(apiUrl(start.path, start.query)).toContain(
      'Export/GetPosTransactionExport?exportTypeCode=td&FromDate=2026-11-01',
    );
    expect(apiUrl(start.path, start.query)).toContain('SearchArg=N%C3%BA%C3%B1ez+%26+Co');
  });
});
