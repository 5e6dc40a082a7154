import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';
import {
  assignableRoles,
  type EmployeeForm,
  employeeActiveSchema,
  employeeFormOf,
  employeeSchema,
  isValidPin,
  mayAssignRole,
  newEmployeeForm,
} from './employees';

const valid = (over: Partial<EmployeeForm> = {}): EmployeeForm => ({
  ...newEmployeeForm(2001),
  FirstName: 'Casey',
  LastName: 'Carver',
  RoleId: 5,
  Pin: '4821',
  ...over,
});

/** The first broken rule's key for a body, or null. */
async function firstError(value: unknown): Promise<string | null> {
  try {
    await employeeSchema.validate(value, { abortEarly: true });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

const roles = [
  { RoleId: 5, Name: 'Server', Rank: 5 },
  { RoleId: 1, Name: 'Owner', Rank: 1 },
  { RoleId: 2, Name: 'General Manager', Rank: 2 },
  { RoleId: 6, Name: 'Bartender', Rank: 5 },
  { RoleId: 4, Name: 'Shift Lead', Rank: 4 },
];

describe('3-settings §6: a role can be given only at or below the assigner’s own rank', () => {
  it('rank 1 is the highest: a role of the same or a larger rank number may be given', () => {
    expect(mayAssignRole(2, 2)).toBe(true);
    expect(mayAssignRole(2, 5)).toBe(true);
    expect(mayAssignRole(2, 1)).toBe(false);
    expect(mayAssignRole(4, 2)).toBe(false);
  });

  it('an assigner without a rank (the provider’s staff) may give any role', () => {
    expect(mayAssignRole(null, 1)).toBe(true);
  });

  it('the role select offers only the assignable roles, highest rank first, then by name', () => {
    expect(assignableRoles(roles, 2).map((r) => r.Name)).toEqual([
      'General Manager',
      'Shift Lead',
      'Bartender',
      'Server',
    ]);
    expect(assignableRoles(roles, 5).map((r) => r.Name)).toEqual(['Bartender', 'Server']);
    expect(assignableRoles(roles, null)).toHaveLength(5);
  });
});

describe('issue 10: a POS PIN is 4 to 6 digits', () => {
  it.each(['1234', '12345', '123456'])('%s is a PIN', (pin) => expect(isValidPin(pin)).toBe(true));
  it.each(['123', '1234567', '12a4', ' 1234', '１２３４', '', '12.4'])('%j is not', (pin) =>
    expect(isValidPin(pin)).toBe(false),
  );

  it('a new employee needs one; an edit may leave it blank (kept)', async () => {
    expect(await firstError(valid({ Pin: '' }))).toBe('Employees.PinRequired');
    expect(await firstError(valid({ EmployeeId: 7, Pin: '' }))).toBeNull();
    expect(await firstError(valid({ Pin: '123' }))).toBe('Employees.PinInvalid');
    expect(await firstError(valid({ Pin: '1234567' }))).toBe('Employees.PinInvalid');
    expect(await firstError(valid({ Pin: 'abcd' }))).toBe('Employees.PinInvalid');
    expect(await firstError(valid({ Pin: 1234 as unknown as string }))).toBe('Validation.Type');
  });
});

describe('issue 10: the employee’s fields', () => {
  it('a valid employee passes', async () => {
    expect(await firstError(valid())).toBeNull();
  });

  it('names are required, not blank, at most 30 characters, without invisible characters', async () => {
    expect(await firstError(valid({ FirstName: '' }))).toBe('Employees.NameRequired');
    expect(await firstError(valid({ LastName: '   ' }))).toBe('Employees.NameRequired');
    expect(await firstError(valid({ FirstName: 'x'.repeat(31) }))).toBe('Employees.NameTooLong');
    expect(await firstError(valid({ FirstName: 'x'.repeat(30) }))).toBeNull();
    expect(await firstError(valid({ LastName: 'Car\u200bver' }))).toBe('Validation.InvisibleCharacters');
  });

  it("e-mail and phone are optional; when given, an address and a number of the store's country", async () => {
    expect(await firstError(valid({ Email: 'casey@example.com', Phone: '(207) 555-0123' }))).toBeNull();
    expect(await firstError(valid({ Email: 'casey@' }))).toBe('Employees.EmailInvalid');
    expect(await firstError(valid({ Phone: '555-0123' }))).toBe('Employees.PhoneInvalid');
    expect(formatPhone('2075550123', 'US')).toBe('(207) 555-0123');
    expect(formatPhone('', 'US')).toBe('');
  });

  it('a role and at least one store are required', async () => {
    expect(await firstError(valid({ RoleId: 0 }))).toBe('Employees.RoleRequired');
    expect(await firstError(valid({ StoreIds: [] }))).toBe('Employees.StoresRequired');
    expect(await firstError(valid({ StoreIds: ['2001'] as unknown as number[] }))).toBe('Validation.Type');
  });

  it('a new employee’s form has the session’s store; an edit’s keeps the PIN blank, its phone as the country writes it', () => {
    expect(newEmployeeForm(2001).StoreIds).toEqual([2001]);
    expect(newEmployeeForm(null).StoreIds).toEqual([]);
    const form = employeeFormOf(
      {
        EmployeeId: 3,
        FirstName: 'Alex',
        LastName: 'Morgan',
        Email: '',
        Phone: '2075550123',
        RoleId: 2,
        RoleName: 'General Manager',
        RoleRank: 2,
        IsActive: true,
        StoreIds: [2001],
        LastClockIn: null,
        MayEdit: true,
        ConcurrencyChecksum: 4,
      },
      840,
    );
    expect(form).toMatchObject({
      EmployeeId: 3,
      Pin: '',
      ConcurrencyChecksum: 4,
      StoreIds: [2001],
      Phone: '(207) 555-0123',
    });
  });

  it('deactivation names the employee, the state and the checksum (strict types)', async () => {
    await expect(
      employeeActiveSchema.validate({ EmployeeId: 3, IsActive: false, ConcurrencyChecksum: 1 }),
    ).resolves.toBeTruthy();
    await expect(
      employeeActiveSchema.validate({ EmployeeId: 3, IsActive: 'false', ConcurrencyChecksum: 1 }),
    ).rejects.toThrow();
  });
});
