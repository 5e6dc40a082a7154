import { describe, expect, it, vi } from 'vitest';
import messages from './en-US.json';
import { createBackroomIntl, formatMoney, missingMarker, t } from './intl';

describe('1-foundation §8: missing translations show a warning sign plus the key', () => {
  it('renders ⚠ and the key for a key the catalogue lacks', () => {
    const intl = createBackroomIntl();
    expect(t(intl, 'No.Such.Key')).toBe(`${missingMarker} No.Such.Key`);
  });

  it('renders the catalogue text otherwise, with values', () => {
    const intl = createBackroomIntl({ 'A.B': 'Hello {name}' });
    expect(t(intl, 'A.B', { name: 'Olivia' })).toBe('Hello Olivia');
  });
});

describe('1-foundation §9: locale en-US, currency USD', () => {
  it('formats money in USD', () => {
    expect(formatMoney(createBackroomIntl(), 1234.5)).toBe('$1,234.50');
  });

  it('is en-US without asking the browser for its list of locales (a long task on a first load)', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const warned = vi.spyOn(console, 'warn');
    const intl = createBackroomIntl({ 'A.Count': 'You have {n, plural, one {# store} other {# stores}}' });
    expect(intl.locale).toBe('en-US');
    expect(t(intl, 'A.Count', { n: 3 })).toBe('You have 3 stores');
    expect(formatMoney(intl, 2)).toBe('$2.00');
    expect(asked).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });
});

describe('the catalogue', () => {
  it('has no empty texts', () => {
    const empty = Object.entries(messages).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });
});
