import { describe, expect, it } from 'vitest';
import { accessContextFor } from './access/context';
import { fallbackFeatureFlags } from './featureFlags';
import { SilverRole } from './roles';
import {
  defaultSecurityControls,
  countDigits,
  formatCount,
  formatMoney,
  isCount,
  isMoney,
  mayChangeSecurityControls,
  type SecurityControlsForm,
  securityControlsBodyOf,
  securityControlsBodySchema,
  securityControlsFormOf,
  securityControlsReadOnlyKey,
  securityControlsSchema,
  visibleSecurityEntries,
} from './securityControls';

const form = (over: Partial<SecurityControlsForm> = {}): SecurityControlsForm => ({
  ...securityControlsFormOf(defaultSecurityControls(2001)),
  ...over,
});

/** Every broken rule of a value: field → key. */
async function errors(schema: typeof securityControlsSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false, strict: true });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

describe('3-settings §4: security controls default to every limit off except the user permission', () => {
  it('defaults', () => {
    const d = defaultSecurityControls(2001);
    expect(d).toMatchObject({
      IsLimitChecksEnabled: false,
      IsLimitClearItemsEnabled: false,
      IsLimitDeleteTicketsEnabled: false,
      IsLimitMaxRefundAmountEnabled: false,
      IsLimitUserPermissionEnabled: true,
      ConcurrencyChecksum: 0,
    });
  });
});

describe('3-settings §4: each security entry shows only when its account-level flag is on', () => {
  it('shows the entries whose flags are on, in the screen order', () => {
    const flags = { ...fallbackFeatureFlags(), limitOpenChecks: true, restrictUserRolesOverride: true };
    expect(visibleSecurityEntries(flags).map((e) => e.switch)).toEqual([
      'IsLimitChecksEnabled',
      'IsLimitUserPermissionEnabled',
    ]);
    expect(visibleSecurityEntries(fallbackFeatureFlags())).toEqual([]);
  });
});

describe('3-settings §5: counts are digits only, 1 to 9999, formatted to 0 decimals', () => {
  it.each(['1', '12', '9999', '0012', 1, 9999])('%s is a count', (v) => expect(isCount(v)).toBe(true));
  it.each(['0', '10000', '1e3', '1.5', '-1', ' 1', '12a', 0, 10000, 1.5, true])('%s is not', (v) =>
    expect(isCount(v)).toBe(false),
  );
  it('formats', () => {
    expect(formatCount('0012')).toBe('12');
    expect(formatCount('1e3')).toBe('1e3');
  });
  it('keeps of what is typed or pasted its digits without leading zeros: 00012 is 12, not 1', () => {
    expect(countDigits('00012')).toBe('12');
    expect(countDigits('0')).toBe('0');
    expect(countDigits('1a2')).toBe('12');
    expect(countDigits('123456')).toBe('1234');
    expect(isCount(countDigits('00012'))).toBe(true);
  });
  it('requires a count while its switch is on (empty error), and judges it (number error)', async () => {
    expect(await errors(securityControlsSchema, form({ IsLimitChecksEnabled: true }))).toEqual({
      MaxOpenChecks: 'SecurityControls.EmptyError',
    });
    expect(
      await errors(securityControlsSchema, form({ IsLimitClearItemsEnabled: true, MaxClearItems: '1e3' })),
    ).toEqual({ MaxClearItems: 'SecurityControls.NumberError' });
    expect(
      await errors(
        securityControlsSchema,
        form({ IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: '0' }),
      ),
    ).toEqual({ MaxDeleteTickets: 'SecurityControls.NumberError' });
  });
});

describe('3-settings §5: money is 0.01 to 999999.99 with up to 2 decimals, formatted to 2 on blur', () => {
  it.each(['0.01', '12', '12.5', '.5', '999999.99', 0.01, 999999.99])('%s is money', (v) =>
    expect(isMoney(v)).toBe(true),
  );
  it.each(['0', '0.001', '1000000', '12.345', 'abc', '1e3', 1000000, 0, 12.345])('%s is not', (v) =>
    expect(isMoney(v)).toBe(false),
  );
  it('formats', () => {
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney('.5')).toBe('0.50');
    expect(formatMoney('12.345')).toBe('12.345');
  });
  it('gives the dollar error', async () => {
    expect(
      await errors(
        securityControlsSchema,
        form({ IsLimitMaxRefundAmountEnabled: true, MaxTicketAmount: '1000000' }),
      ),
    ).toEqual({ MaxTicketAmount: 'SecurityControls.DollarError' });
  });
});

describe('3-settings §4: with the refund limit on, at least one refund amount is set', () => {
  it('refuses both empty, accepts either', async () => {
    expect(await errors(securityControlsSchema, form({ IsLimitMaxRefundAmountEnabled: true }))).toEqual({
      MaxTicketAmount: 'SecurityControls.RefundAmountRequired',
    });
    expect(
      await errors(
        securityControlsSchema,
        form({ IsLimitMaxRefundAmountEnabled: true, MaxShiftAmount: '50' }),
      ),
    ).toEqual({});
  });
});

describe('3-settings §3, §4: the body clears the fields of switches that are off and derives the amount flags', () => {
  it('builds the body', () => {
    const body = securityControlsBodyOf(
      form({
        MaxOpenChecks: '12',
        IsLimitMaxRefundAmountEnabled: true,
        MaxTicketAmount: '25.00',
        MaxShiftAmount: '',
      }),
      3,
    );
    expect(body).toMatchObject({
      MaxOpenChecks: null,
      MaxTicketAmount: 25,
      MaxShiftAmount: null,
      IsTicketAmountEnabled: true,
      IsShiftAmountEnabled: false,
      ConcurrencyChecksum: 3,
    });
  });
  it('judges a body of numbers by the same rules', async () => {
    const body = securityControlsBodyOf(form({ IsLimitChecksEnabled: true, MaxOpenChecks: '5' }), 0);
    expect(await errors(securityControlsBodySchema, body)).toEqual({});
    expect(await errors(securityControlsBodySchema, { ...body, MaxOpenChecks: 10000 })).toEqual({
      MaxOpenChecks: 'SecurityControls.NumberError',
    });
  });
});

describe('3-settings §4: security controls are read-only in a company view without a chosen store, and for users who may not change them', () => {
  it('no store chosen: the company notice; a store chosen: editable by the merchant admin, read-only for a store user', () => {
    const admin = accessContextFor({ silverRole: SilverRole.MerchantAdmin });
    const companyUser = accessContextFor();
    const storeUser = accessContextFor({ roles: { ...companyUser.roles, isCompanyUser: false } });
    expect(securityControlsReadOnlyKey(null, admin)).toBe('SecurityControls.ReadOnlyCompany');
    expect(securityControlsReadOnlyKey(2001, admin)).toBeNull();
    expect(mayChangeSecurityControls(storeUser)).toBe(false);
    expect(securityControlsReadOnlyKey(2001, storeUser)).toBe('SecurityControls.ReadOnlyRole');
  });
});
