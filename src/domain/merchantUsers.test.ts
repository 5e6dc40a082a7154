import { describe, expect, it } from 'vitest';
import { accessContextFor } from './access/context';
import { usersListScope, usersRequestSchema } from './merchantUsers';

describe('User/GetUsers: whom a session may list', () => {
  it("the merchant's admins (account manager, admin, merchant admin, support-level) list every user", () => {
    expect(usersListScope(accessContextFor({ isAccountManager: true }))).toBe('all');
    expect(usersListScope(accessContextFor({ silverRole: 'Silver Admin' }))).toBe('all');
    expect(usersListScope(accessContextFor({ silverRole: 'Silver Merchant Admin' }))).toBe('all');
    expect(usersListScope(accessContextFor({ silverRole: 'Silver Support' }))).toBe('all');
  });
  it('1-foundation §6: everyone else is told which account managers to ask', () => {
    expect(usersListScope(accessContextFor())).toBe('accountManagers');
    expect(usersListScope(accessContextFor({ silverRole: 'Silver Partner' }))).toBe('accountManagers');
  });
  it('the body: the paging fields, a sort of the allow-list, AccountManagersOnly', async () => {
    expect(await usersRequestSchema.validate({})).toMatchObject({
      AccountManagersOnly: false,
      SortColumn: null,
    });
    await expect(usersRequestSchema.validate({ SortColumn: 'password_hash' })).rejects.toThrow(
      'Validation.SortColumn',
    );
  });
});
