import { describe, expect, it } from 'vitest';
import { createBackroomIntl, type MessageKey, t as translate } from '../../../../i18n/intl';
import { TransactionType } from '../../../domain/enums';
import { ticketDateTime, transactionTypeName } from './ticketText';

const intl = createBackroomIntl();
const t = (key: MessageKey, values?: Record<string, string | number | Date>) => translate(intl, key, values);

describe('ticketText (2-menu §3 "Transaction types", §2 MM/dd/yyyy)', () => {
  it('names every transaction type of the contract from the catalogue', () => {
    expect(transactionTypeName(t, 'S')).toBe('Sale');
    expect(transactionTypeName(t, 'R')).toBe('Refund');
    expect(transactionTypeName(t, 'V')).toBe('Deleted');
    for (const code of Object.values(TransactionType)) expect(transactionTypeName(t, code)).not.toMatch(/⚠/);
  });

  it('shows an unknown type as its code', () => {
    expect(transactionTypeName(t, 'X')).toBe('X');
    expect(transactionTypeName(t, '')).toBe('');
  });

  it("writes a ticket's time as MM/dd/yyyy and the time of day on its store's clock (issue 22 §1); a bad time as given", () => {
    // a 6 PM sale in New York is 23:00 UTC
    expect(ticketDateTime('2026-11-20T23:00:00.000Z', 'America/New_York')).toBe('11/20/2026 6:00 PM');
    // 21:30 in New York is 02:30 UTC the next day: still the 20th there
    expect(ticketDateTime('2026-11-21T02:30:00.000Z', 'America/New_York')).toBe('11/20/2026 9:30 PM');
    expect(ticketDateTime('2026-11-21T05:00:00.000Z', 'America/Denver')).toBe('11/20/2026 10:00 PM');
    expect(ticketDateTime('not a time', 'America/New_York')).toBe('not a time');
  });

  it('says the zone where the stores in view keep different clocks, across both clock changes', () => {
    expect(ticketDateTime('2026-11-20T23:00:00.000Z', 'America/New_York', true)).toBe(
      '11/20/2026 6:00 PM EST',
    );
    expect(ticketDateTime('2026-11-21T05:00:00.000Z', 'America/Denver', true)).toBe(
      '11/20/2026 10:00 PM MST',
    );
    // 01:30 twice on the night the clocks go back, an hour apart
    expect(ticketDateTime('2026-11-01T05:30:00.000Z', 'America/New_York', true)).toBe(
      '11/01/2026 1:30 AM EDT',
    );
    expect(ticketDateTime('2026-11-01T06:30:00.000Z', 'America/New_York', true)).toBe(
      '11/01/2026 1:30 AM EST',
    );
    // 01:59 then 03:00 the night they go forward
    expect(ticketDateTime('2026-03-08T06:59:00.000Z', 'America/New_York')).toBe('03/08/2026 1:59 AM');
    expect(ticketDateTime('2026-03-08T07:00:00.000Z', 'America/New_York')).toBe('03/08/2026 3:00 AM');
  });

  it('writes the date and time of day as Intl en-US does in the zone, every quarter hour of the clock-change days', () => {
    for (const timeZone of ['America/New_York', 'America/Denver', 'Pacific/Honolulu']) {
      const intl = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      });
      for (const day of [Date.UTC(2026, 2, 8), Date.UTC(2026, 10, 1)])
        for (let minute = 0; minute < 30 * 60; minute += 15) {
          const at = new Date(day + minute * 60_000);
          expect(ticketDateTime(at.toISOString(), timeZone), `${timeZone} ${at.toISOString()}`).toBe(
            intl.format(at).replace(',', ''),
          );
        }
    }
  });
});
