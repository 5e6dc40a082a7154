import { describe, expect, it } from 'vitest';
import {
  customerFields,
  DEFAULT_DATE_PRESET,
  DEFAULT_POS_SORT,
  datePresetRange,
  datePresets,
  EXPORT_TYPE_CODES,
  exportColumns,
  exportFileName,
  fromUsDate,
  hasReceipt,
  MAX_SEARCH_DAYS,
  posTransExportColumns,
  presetOfRange,
  rangeError,
  selectedTypes,
  ticketDetailExportColumns,
  ticketFilterArguments,
  ticketFilters,
  toUsDate,
} from './posTransactions';

const today = '2026-11-20';

describe('2-menu §2/§9: the date presets are offsets 0, -1, -6, -29 days', () => {
  it('gives each preset its From and To', () => {
    expect(datePresets.map((p) => datePresetRange(p, today))).toEqual([
      { FromDate: '2026-11-20', ToDate: '2026-11-20' },
      { FromDate: '2026-11-19', ToDate: '2026-11-19' },
      { FromDate: '2026-11-14', ToDate: '2026-11-20' },
      { FromDate: '2026-10-22', ToDate: '2026-11-20' },
    ]);
    expect(DEFAULT_DATE_PRESET).toBe('today');
  });

  it('crosses month and year ends', () => {
    expect(datePresetRange('yesterday', '2027-01-01')).toEqual({
      FromDate: '2026-12-31',
      ToDate: '2026-12-31',
    });
    expect(datePresetRange('last30', '2028-03-01').FromDate).toBe('2028-02-01'); // a leap year's February
  });

  it('names the preset of a range, and null for a custom one', () => {
    for (const p of datePresets) expect(presetOfRange(datePresetRange(p, today), today)).toBe(p);
    expect(presetOfRange({ FromDate: '2026-11-01', ToDate: '2026-11-20' }, today)).toBeNull();
    expect(presetOfRange({ FromDate: '2026-11-19', ToDate: '2026-11-20' }, today)).toBeNull();
  });
});

describe('2-menu §5: To cannot be before From; a range is at most 400 days of real dates', () => {
  it('accepts a day and the longest range', () => {
    expect(rangeError({ FromDate: today, ToDate: today })).toBeNull();
    expect(rangeError({ FromDate: '2025-10-17', ToDate: today })).toBeNull();
    expect(MAX_SEARCH_DAYS).toBe(400);
  });

  it('refuses To before From, 401 days and dates that do not exist', () => {
    expect(rangeError({ FromDate: today, ToDate: '2026-11-19' })).toBe('PosTransactions.ToBeforeFrom');
    expect(rangeError({ FromDate: '2025-10-16', ToDate: today })).toBe('PosTransactions.RangeTooLong');
    expect(rangeError({ FromDate: '2026-02-30', ToDate: today })).toBe('PosTransactions.DateInvalid');
    expect(rangeError({ FromDate: '11/20/2026', ToDate: today })).toBe('PosTransactions.DateInvalid');
    expect(rangeError({ FromDate: today, ToDate: '' })).toBe('PosTransactions.DateInvalid');
  });
});

describe('2-menu §2: dates show as MM/dd/yyyy', () => {
  it('writes and reads the display format', () => {
    expect(toUsDate('2026-03-07')).toBe('03/07/2026');
    expect(fromUsDate('03/07/2026')).toBe('2026-03-07');
    expect(fromUsDate(' 12/31/2026 ')).toBe('2026-12-31');
    expect(fromUsDate(toUsDate(today))).toBe(today);
  });

  it('reads nothing that is not a real date in that format', () => {
    for (const bad of ['02/30/2026', '13/01/2026', '3/7/2026', '2026-03-07', '03-07-2026', '', 'today'])
      expect(fromUsDate(bad), bad).toBeNull();
  });
});

describe('2-menu §2/§4: a ticket filter sets TicketFilter, and SearchArg2 for Sale or Refund', () => {
  it('has the seven choices of §2 with their arguments', () => {
    expect(ticketFilters).toEqual(['all', 'saleOrRefund', 'sale', 'refund', 'payIn', 'payOut', 'deleted']);
    expect(ticketFilterArguments.saleOrRefund).toEqual({ TicketFilter: 'S', SearchArg2: 'R' });
    expect(ticketFilterArguments.deleted).toEqual({ TicketFilter: 'V', SearchArg2: '' });
    expect(ticketFilterArguments.all).toEqual({ TicketFilter: '', SearchArg2: '' });
  });

  it('selects its transaction types: All is every type but deleted tickets', () => {
    const types = (c: keyof typeof ticketFilterArguments) => {
      const a = ticketFilterArguments[c];
      return selectedTypes(a.TicketFilter, a.SearchArg2);
    };
    expect(types('all')).toEqual(['S', 'R', 'I', 'P']);
    expect(types('saleOrRefund')).toEqual(['S', 'R']);
    expect(types('sale')).toEqual(['S']);
    expect(types('refund')).toEqual(['R']);
    expect(types('payIn')).toEqual(['I']);
    expect(types('payOut')).toEqual(['P']);
    expect(types('deleted')).toEqual(['V']);
  });
});

describe('2-menu §3: the summary and the list', () => {
  it('opens newest first', () => {
    expect(DEFAULT_POS_SORT).toEqual({ column: 'TicketDate', direction: 'desc' });
  });
});

describe('2-menu §4/§6: receipts and company view', () => {
  it('has a receipt for sales and refunds, none for pay-in, pay-out and deleted tickets', () => {
    expect(hasReceipt('S')).toBe(true);
    expect(hasReceipt('R')).toBe(true);
    for (const code of ['I', 'P', 'V']) expect(hasReceipt(code), code).toBe(false);
  });

  it('hides the customer’s name, number, e-mail, contact and address in company view', () => {
    expect(customerFields).toEqual(
      expect.arrayContaining([
        'CustomerName',
        'CustomerNumber',
        'CustomerEmailAddress',
        'ContactPhone',
        'zip',
      ]),
    );
    expect(customerFields).not.toContain('StoreName');
  });
});

describe('2-menu §7/§9: the two exports', () => {
  it('has a column list per code; company view leaves the customer out of POS Trans (issue 22 §3)', () => {
    expect(exportColumns(EXPORT_TYPE_CODES.posTransactions)).toEqual(posTransExportColumns);
    expect(exportColumns(EXPORT_TYPE_CODES.ticketDetail)).toBe(ticketDetailExportColumns);
    expect(new Set(posTransExportColumns).size).toBe(posTransExportColumns.length);
    const companyView = exportColumns(EXPORT_TYPE_CODES.posTransactions, true);
    expect(companyView).toEqual(posTransExportColumns.filter((c) => c !== 'CustomerName'));
  });

  it('names the files POS Trans and Ticket Detail with the range, without slashes', () => {
    const range = { FromDate: '2026-10-22', ToDate: today };
    expect(exportFileName('pt', range)).toBe('POS Trans 10-22-2026 to 11-20-2026.csv');
    expect(exportFileName('td', range)).toBe('Ticket Detail 10-22-2026 to 11-20-2026.csv');
  });
});
