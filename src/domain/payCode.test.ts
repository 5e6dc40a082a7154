import { describe, expect, it } from 'vitest';
import { fallbackFeatureFlags } from './featureFlags';
import {
  availableTypesOf,
  mayChangePayCode,
  newPayCodeForm,
  payCodeForSave,
  payCodeSchema,
  payCodeSortOfForm,
  PayCodeType,
} from './payCode';
import { routeOfPath, routeShowsScreen } from './routes';
import { nameKey } from './validation';

/** The first broken rule's key of a form, or null. */
async function errorOf(over: Record<string, unknown>): Promise<string | null> {
  try {
    await payCodeSchema.validate({ ...newPayCodeForm(), Name: 'TIPS', Description: 'Tips out', ...over });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('3-settings §5: pay code name is required, not blank, at most 10 characters', () => {
  it('accepts a name of 10 characters', async () => {
    expect(await errorOf({ Name: 'ABCDEFGHIJ' })).toBeNull();
  });
  it('refuses an empty, a blank and an 11-character name', async () => {
    expect(await errorOf({ Name: '' })).toBe('PayCode.NameRequired');
    expect(await errorOf({ Name: '   ' })).toBe('PayCode.NameBlank');
    expect(await errorOf({ Name: 'ABCDEFGHIJK' })).toBe('PayCode.NameLength');
  });
  it('refuses a name that is not text', async () => {
    expect(await errorOf({ Name: 12 })).toBe('Validation.Type');
  });
});

describe('3-settings §5: pay code name is unique case-insensitively unless unchanged', () => {
  it('compares names trimmed and in lower case (the server checks them against the live codes)', () => {
    expect(nameKey(' Supplies ')).toBe(nameKey('SUPPLIES'));
    expect(nameKey('SafeDrop')).toBe(nameKey('SAFEDROP'));
    expect(nameKey('ICE')).not.toBe(nameKey('ICED'));
  });
});

describe('3-settings §5: pay code description is required, at most 30', () => {
  it('accepts 30 characters, refuses 31, empty and blank', async () => {
    expect(await errorOf({ Description: 'x'.repeat(30) })).toBeNull();
    expect(await errorOf({ Description: 'x'.repeat(31) })).toBe('PayCode.DescriptionLength');
    expect(await errorOf({ Description: '' })).toBe('PayCode.DescriptionRequired');
    expect(await errorOf({ Description: '  ' })).toBe('PayCode.DescriptionRequired');
  });
});

describe('3-settings §5: pay code type is required, pay-out (0) or pay-in (1)', () => {
  it('accepts 0 and 1, refuses none, 2 and text', async () => {
    expect(await errorOf({ Type: PayCodeType.PayOut })).toBeNull();
    expect(await errorOf({ Type: PayCodeType.PayIn })).toBeNull();
    expect(await errorOf({ Type: null })).toBe('PayCode.TypeRequired');
    expect(await errorOf({ Type: 2 })).toBe('PayCode.TypeRequired');
    expect(await errorOf({ Type: '1' })).toBe('Validation.Type');
  });
});

describe('3-settings §5: SAFEDROP can only be pay-out', () => {
  it('refuses SAFEDROP (any case) as a pay-in', async () => {
    expect(await errorOf({ Name: 'safedrop', Type: PayCodeType.PayIn })).toBe('PayCode.SafedropPayOut');
    expect(await errorOf({ Name: 'SAFEDROP', Type: PayCodeType.PayOut })).toBeNull();
    expect(availableTypesOf('SafeDrop')).toEqual([PayCodeType.PayOut]);
    expect(availableTypesOf('TIPS')).toEqual([PayCodeType.PayOut, PayCodeType.PayIn]);
  });
});

describe('3-settings §4: the system code SAFEDROP cannot be edited or deleted', () => {
  it('a system code may not change; any other may', () => {
    expect(mayChangePayCode({ IsSystem: true })).toBe(false);
    expect(mayChangePayCode({ IsSystem: false })).toBe(true);
  });
});

describe('3-settings §4: deletion is a soft delete (IsDeleted sent as an update)', () => {
  it('the body carries IsDeleted; names are kept trimmed', async () => {
    const body = await payCodeSchema.validate({
      ...newPayCodeForm(),
      ReasonCodeId: 4,
      Name: ' ICE ',
      Description: 'Ice delivery ',
      IsDeleted: true,
    });
    expect(body.IsDeleted).toBe(true);
    expect(payCodeForSave(body)).toMatchObject({ Name: 'ICE', Description: 'Ice delivery' });
  });
});

describe('3-settings §2: pay codes and alerts are the newer screens while their flags are on', () => {
  it('each route follows its flag (the classic page while it is off)', () => {
    const off = fallbackFeatureFlags();
    for (const [path, flag] of [
      ['/settings/paycodes', 'payInOutCodesPage'],
      ['/settings/store/alertmanagement', 'alertsManagementPage'],
    ] as const) {
      const route = routeOfPath(path);
      expect(route?.screenFlag).toBe(flag);
      expect(routeShowsScreen(route ?? {}, { ...off, [flag]: true })).toBe(true);
      expect(routeShowsScreen(route ?? {}, off)).toBe(false);
    }
  });
});

describe('3-settings §7 (issue 22 §6): the pay codes’ list, form-encoded, sorts by its JSON list', () => {
  it('the first property other than IsSystem is the column; another property or text is refused', () => {
    const sort = (...by: [string, string][]) =>
      JSON.stringify(by.map(([property, direction]) => ({ property, direction })));
    expect(payCodeSortOfForm(sort(['IsSystem', 'DESC']))).toEqual({ SortColumn: null, SortDirection: 'asc' });
    expect(payCodeSortOfForm(sort(['IsSystem', 'DESC'], ['Description', 'desc']))).toEqual({
      SortColumn: 'description',
      SortDirection: 'desc',
    });
    expect(payCodeSortOfForm('[]')).toEqual({ SortColumn: null, SortDirection: 'asc' });
    expect(payCodeSortOfForm(sort(['MerchantId', 'ASC']))).toBeNull();
    expect(payCodeSortOfForm(sort(['Name', 'sideways']))).toBeNull();
    expect(payCodeSortOfForm('Name')).toBeNull();
    expect(payCodeSortOfForm('{"property":"Name"}')).toBeNull();
  });
});
