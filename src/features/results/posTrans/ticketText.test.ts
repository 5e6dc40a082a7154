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

  it('writes a ticket time as MM/dd/yyyy and the time of day of the business day (UTC); a bad time as given', () => {
    expect(ticketDateTime('2026-11-27T17:05:00.000Z')).toBe('11/27/2026 5:05 PM');
    expect(ticketDateTime('not a time')).toBe('not a time');
  });

  it('writes the time of day as Intl en-US does in UTC, every quarter hour of a day', () => {
    const intlTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const at = new Date(Date.UTC(2026, 10, 27, 0, minute));
      expect(ticketDateTime(at.toISOString()), at.toISOString()).toBe(`11/27/2026 ${intlTime.format(at)}`);
    }
  });
});
