import { describe, expect, it } from 'vitest';
import { clockInText } from './clockIn';

describe('issue 10: the last clock-in in the store’s time zone', () => {
  it('writes the store’s wall clock as MM/dd/yyyy h:mm AM/PM, whatever the browser’s zone', () => {
    expect(clockInText('2026-11-27T16:05:00')).toBe('11/27/2026 4:05 PM');
    expect(clockInText('2026-01-02T00:30:00')).toBe('01/02/2026 12:30 AM');
  });

  it('never clocked in is blank; anything else is shown as it came', () => {
    expect(clockInText(null)).toBe('');
    expect(clockInText('soon')).toBe('soon');
  });
});
