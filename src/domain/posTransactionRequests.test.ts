import { describe, expect, it } from 'vitest';
import {
  posTransactionExportSchema,
  posTransactionSearchSchema,
  receiptPreviewSchema,
  sendEmailReceiptSchema,
  ticketLookupSchema,
  ticketViewerSchema,
} from './posTransactionRequests';
import type { yup } from './validation';

const range = { FromDate: '2026-10-22', ToDate: '2026-11-20' };

/** The first broken rule's key, or null. */
async function firstError(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value, { abortEarly: true });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('2-menu §3: the search request', () => {
  it('defaults to page 1 of 25, every ticket, search by all', async () => {
    const body = await posTransactionSearchSchema.validate(range);
    expect(body).toMatchObject({ PageRowCount: 25, RequestedPageNum: 1, TicketFilter: '', SearchArg2: '' });
    expect(body.SearchColumnFilter).toBe('all');
    expect(body.TicketNumber).toBeNull();
  });

  it.each([
    [{ FromDate: '2026-11-20', ToDate: '2026-11-19' }, 'PosTransactions.ToBeforeFrom'],
    [{ FromDate: '2026-13-01' }, 'PosTransactions.DateInvalid'],
    [{ ToDate: '20/11/2026' }, 'PosTransactions.DateInvalid'],
    [{ FromDate: undefined }, 'PosTransactions.DateInvalid'],
    [{ FromDate: '2025-01-01' }, 'PosTransactions.RangeTooLong'],
    [{ PageRowCount: 0 }, 'Validation.Min'],
    [{ PageRowCount: 10001 }, 'Validation.Max'],
    [{ SearchColumnFilter: 'password' }, 'PosTransactions.SearchColumnInvalid'],
    [{ SortColumn: 'document_id' }, 'Validation.SortColumn'],
    [{ SortDirection: 'sideways' }, 'Validation.SortDirection'],
    [{ TicketFilter: 'T' }, 'PosTransactions.TicketFilterInvalid'],
  ])('refuses %j', async (bad, key) => {
    const error = await firstError(posTransactionSearchSchema, { ...range, ...bad });
    expect(error).not.toBeNull();
    if (key.startsWith('PosTransactions') || key.startsWith('Validation.Sort')) expect(error).toBe(key);
  });

  it('accepts every sort column of the row', async () => {
    for (const SortColumn of ['TicketDate', 'TotalAmount', 'Station', 'BusinessDate'])
      expect(await firstError(posTransactionSearchSchema, { ...range, SortColumn })).toBeNull();
  });
});

describe('2-menu §7: the ticket viewer and the lookup', () => {
  it('needs a DocumentId', async () => {
    expect(await firstError(ticketViewerSchema, {})).toBe('PosTransactions.TicketRequired');
    expect(await firstError(ticketViewerSchema, { DocumentId: 7 })).toBeNull();
  });

  it('looks a ticket number up in a valid range', async () => {
    expect(await firstError(ticketLookupSchema, range)).toBe('PosTransactions.TicketNumberRequired');
    expect(await firstError(ticketLookupSchema, { ...range, TicketNumber: 1001 })).toBeNull();
    expect(
      await firstError(ticketLookupSchema, { FromDate: '2026-11-20', ToDate: '2026-11-01', TicketNumber: 1 }),
    ).toBe('PosTransactions.ToBeforeFrom');
  });
});

describe('2-menu §5: the receipt’s e-mail address', () => {
  it('takes the receipt options with their defaults', async () => {
    expect(await receiptPreviewSchema.validate({ DocumentId: 7 })).toMatchObject({
      IncludeCustomerInfo: true,
      IncludeNotes: true,
      IsOrderTicket: false,
      IsReturnTicket: false,
    });
  });

  it('accepts one address', async () => {
    const body = await sendEmailReceiptSchema.validate({ DocumentId: 7, EmailAddress: ' ana@example.com ' });
    expect(body.EmailAddress).toBe('ana@example.com');
  });

  it.each([
    'ana@example.com\r\nBcc: all@example.com',
    'ana@example.com\nBcc: all@example.com',
    'ana@example.com, bob@example.com',
    'ana@example.com;bob@example.com',
    'Ana <ana@example.com>',
    'not an address',
    '',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', async (EmailAddress) => {
    expect(await firstError(sendEmailReceiptSchema, { DocumentId: 7, EmailAddress })).not.toBeNull();
  });

  it('names a header break ReceiptPreview.EmailInvalid', async () => {
    expect(
      await firstError(sendEmailReceiptSchema, {
        DocumentId: 7,
        EmailAddress: 'ana@example.com\r\nBcc: x@example.com',
      }),
    ).toBe('ReceiptPreview.EmailInvalid');
  });
});

describe('2-menu §7/§9: the export’s query', () => {
  const query = { exportTypeCode: 'pt', ...range };

  it('defaults to 100000 rows, newest first, no future ordering or cash rounding', async () => {
    expect(await posTransactionExportSchema.validate(query)).toMatchObject({
      PageRowCount: '100000',
      SortColumn: 'TicketDate',
      SortDirection: 'desc',
      FutureOrdering: 'false',
      CashRounding: 'false',
    });
  });

  it.each([
    [{ PageRowCount: '100001' }, 'PosTransactions.ExportTooLarge'],
    [{ PageRowCount: '0' }, 'PosTransactions.ExportTooLarge'],
    [{ PageRowCount: '1e5' }, 'PosTransactions.ExportTooLarge'],
    [{ exportTypeCode: 'xx' }, 'PosTransactions.ExportTypeInvalid'],
    [{ exportTypeCode: undefined }, 'PosTransactions.ExportTypeInvalid'],
    [{ SortColumn: 'TotalAmount' }, 'Validation.SortColumn'],
    [{ SortDirection: 'asc' }, 'Validation.SortDirection'],
    [{ FutureOrdering: 'true' }, 'PosTransactions.ExportOptionInvalid'],
    [{ CashRounding: 'true' }, 'PosTransactions.ExportOptionInvalid'],
    [{ TicketNumber: '12a' }, 'PosTransactions.TicketNumberInvalid'],
    [{ FromDate: '2026-11-21', ToDate: '2026-11-20' }, 'PosTransactions.ToBeforeFrom'],
  ])('refuses %j', async (bad, key) => {
    expect(await firstError(posTransactionExportSchema, { ...query, ...bad })).toBe(key);
  });
});
