import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneCountryOf } from './phone';
import { formatPhoneAsTyped } from './phoneAsTyped';
import { phonePlansOf } from '../../scripts/phonePlansOf';
import plans from './phonePlans.json';

describe("3-settings §5: phones follow the country's numbering plan (libphonenumber-js)", () => {
  it('the plan of a country id: the US, Canada, the UK; the US otherwise', () => {
    expect(phoneCountryOf(840)).toBe('US');
    expect(phoneCountryOf(124)).toBe('CA');
    expect(phoneCountryOf(826)).toBe('GB');
    expect(phoneCountryOf(null)).toBe('US');
    expect(phoneCountryOf(999)).toBe('US');
  });

  it.each([
    ['02079460958', 'GB', '020 7946 0958'],
    ['+12075550142', 'US', '+1 207 555 0142'],
    ['2075550142', 'US', '(207) 555-0142'],
    ['207555', 'US', '(207) 555'],
    ['+441134960321', 'US', '+44 113 496 0321'],
  ] as const)('as typed, %s in %s is %s', (typed, country, shown) =>
    expect(formatPhoneAsTyped(typed, country)).toBe(shown),
  );

  it('as typed, an extension being typed is left as it is', () => {
    expect(formatPhoneAsTyped('(207) 555-0142 x1', 'US')).toBe('(207) 555-0142 x1');
  });

  it.each([
    ['207.555.0142', 'US', '(207) 555-0142'],
    ['+1 207 555 0142', 'US', '+1 207 555 0142'],
    ['020 7946 0958', 'GB', '020 7946 0958'],
    ['+44 20 7946 0958', 'US', '+44 20 7946 0958'],
    ['(416) 555-0188', 'US', '(416) 555-0188'],
    ['(207) 555-0142 x12', 'US', '(207) 555-0142 ext. 12'],
    ['call me', 'US', 'call me'],
  ] as const)('kept, %s in %s is %s', (typed, country, kept) =>
    expect(formatPhone(typed, country)).toBe(kept),
  );

  it.each([
    ['(207) 555-0142', 'US'],
    ['020 7946 0958', 'GB'],
    ['07911 123456', 'GB'],
    ['+44 20 7946 0958', 'US'],
    ['(207) 555-0142 ext. 12', 'US'],
    ['Ext. 12', 'US'],
    ['', 'US'],
  ] as const)('%s is a phone in %s', (phone, country) => expect(isValidPhone(phone, country)).toBe(true));

  it.each([
    ['555-0142', 'US'],
    ['020 7946 0958', 'US'],
    ['(207) 555-01421', 'US'],
    ['call me', 'US'],
    ['12345678901234567', 'GB'],
  ] as const)('%s is not a phone in %s', (phone, country) =>
    expect(isValidPhone(phone, country)).toBe(false),
  );
});

describe('the numbering plans kept (src/domain/phonePlans.json)', () => {
  it("are the library's metadata today for the countries the portal knows: run scripts/phonePlans.ts after an update", () => {
    expect(plans).toEqual(phonePlansOf());
    expect(Object.keys(plans.country_calling_codes)).toEqual(['1', '44']);
  });

  it('a number of a plan the portal does not know is no phone it can check (docs/decisions.md)', () => {
    expect(isValidPhone('+49 30 901820', 'US')).toBe(false);
    expect(formatPhone('+49 30 901820', 'US')).toBe('+49 30 901820');
  });
});
