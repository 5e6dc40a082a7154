import { describe, expect, it, vi } from 'vitest';
import messages from './en-US.json';
import {
  createBackroomIntl,
  formatMoney,
  isMessageKey,
  type MessageKey,
  missingMarker,
  t,
  tData,
} from './intl';
import { menuGroups, routes, routeTitleKey } from '../src/domain/routes';
import { variantKeys } from '../src/domain/routeVariants';

describe('1-foundation §8: missing translations show a warning sign plus the key', () => {
  it('renders ⚠ and the key for a key the catalogue lacks', () => {
    const intl = createBackroomIntl();
    // @ts-expect-error a key the catalogue lacks fails the type check first (issue 22 §3)
    expect(t(intl, 'No.Such.Key')).toBe(`${missingMarker} No.Such.Key`);
  });

  it('renders the catalogue text otherwise, with values', () => {
    const intl = createBackroomIntl({ 'A.B': 'Hello {name}' });
    expect(t(intl, 'A.B' as MessageKey, { name: 'Olivia' })).toBe('Hello Olivia');
  });

  it('takes a key from data at run time through the one guard, and no key written in the code', () => {
    const intl = createBackroomIntl();
    const fromServer: string = JSON.parse('"Server.BadRequest"');
    const unknown: string = JSON.parse('"No.Such.Key"');
    expect(isMessageKey(intl, fromServer)).toBe(true);
    expect(tData(intl, fromServer)).toBe(t(intl, 'Server.BadRequest'));
    expect(tData(intl, unknown)).toBe(`${missingMarker} No.Such.Key`);
    // @ts-expect-error a literal key goes through t, which checks it against the catalogue
    expect(tData(intl, 'Server.BadRequest')).toBe(t(intl, 'Server.BadRequest'));
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
    expect(t(intl, 'A.Count' as MessageKey, { n: 3 })).toBe('You have 3 stores');
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

describe('the side menu (issue: navigation that an owner can read)', () => {
  const catalogue: Record<string, string> = messages;
  it('no two routes share a title, and every route, section and sub-heading has its text', () => {
    const titles = routes.map((r) => catalogue[routeTitleKey(r.path)]);
    expect(titles.filter((title) => title === undefined)).toEqual([]);
    const seen = new Map<string, string>();
    const clashes = routes
      .filter((r) => !r.path.includes(':'))
      .flatMap((r) => {
        const title = catalogue[routeTitleKey(r.path)];
        const other = seen.get(title);
        seen.set(title, r.path);
        return other ? [`${other} and ${r.path}: ${title}`] : [];
      });
    expect(clashes).toEqual([]);
    expect(menuGroups.filter((g) => !catalogue[`MenuGroup.${g}`])).toEqual([]);
    const variantTexts = routes.flatMap((r) =>
      (('variants' in r && r.variants) || []).flatMap((v) =>
        Object.values(variantKeys(routeTitleKey(r.path), v)),
      ),
    );
    expect(variantTexts.length).toBeGreaterThan(0);
    expect(variantTexts.filter((key) => !catalogue[key])).toEqual([]);
  });
});
