import { describe, expect, it } from 'vitest';
import { SilverRole, silverRoleNames, type SilverRoleName } from '../roles';
import { accessContextFor } from './context';
import { canSelectMerchant, inRoleGroup, isMerchantAdmin, type RoleGroup } from './roleGroups';

const members = (group: RoleGroup) =>
  silverRoleNames.filter((role) => inRoleGroup(group, accessContextFor({ silverRole: role })));

const { Admin, Support, SupportAdmin, MerchantAdmin, Partner, PartnerManager, PartnerSupport } = SilverRole;

describe('1-foundation §6 role groups', () => {
  it('Support-level: Support, Support Admin, Admin', () => {
    expect(members('supportLevel').sort()).toEqual([Support, SupportAdmin, Admin].sort());
  });

  it('Internal plus partner: support-level and the partner roles', () => {
    expect(members('internalPlusPartner').sort()).toEqual(
      [Support, SupportAdmin, Admin, Partner, PartnerManager, PartnerSupport].sort(),
    );
  });

  it('Merchant admin or support-level', () => {
    expect(members('merchantAdminOrSupportLevel').sort()).toEqual(
      [MerchantAdmin, Support, SupportAdmin, Admin].sort(),
    );
  });

  it('All roles: every provider role', () => {
    expect(members('allRoles').sort()).toEqual([...silverRoleNames].sort());
  });

  it('Admin, merchant admin, account manager or support-level', () => {
    expect(members('adminMerchantAdminAccountManagerOrSupportLevel').sort()).toEqual(
      [Admin, MerchantAdmin, Support, SupportAdmin].sort(),
    );
    expect(
      inRoleGroup(
        'adminMerchantAdminAccountManagerOrSupportLevel',
        accessContextFor({ isAccountManager: true }),
      ),
    ).toBe(true);
    expect(inRoleGroup('adminMerchantAdminAccountManagerOrSupportLevel', accessContextFor())).toBe(false);
  });

  it('merchant staff (no provider role) are in no provider group', () => {
    for (const group of [
      'supportLevel',
      'internalPlusPartner',
      'merchantAdminOrSupportLevel',
      'allRoles',
    ] as const) {
      expect(inRoleGroup(group, accessContextFor({ isAccountManager: true }))).toBe(false);
    }
  });
});

describe('1-foundation §2 portal header: the merchant button is for admins, merchant admins and partners', () => {
  const picks = (role: SilverRoleName | null) => canSelectMerchant(accessContextFor({ silverRole: role }));
  it.each([Admin, Support, SupportAdmin, MerchantAdmin, Partner, PartnerManager, PartnerSupport])(
    '%s picks a merchant',
    (role) => {
      expect(picks(role)).toBe(true);
    },
  );
  it('a company or store user does not', () => {
    expect(picks(null)).toBe(false);
  });
  it('a merchant admin is one by role or by the login flag', () => {
    expect(isMerchantAdmin(accessContextFor({ silverRole: MerchantAdmin }))).toBe(true);
    expect(
      isMerchantAdmin(
        accessContextFor({
          roles: {
            isAdminUser: false,
            isCompanyUser: false,
            isMerchantAdminUser: true,
            isSilverPartner: false,
          },
        }),
      ),
    ).toBe(true);
  });
});
