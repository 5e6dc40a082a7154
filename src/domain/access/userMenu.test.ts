import { describe, expect, it } from 'vitest';
import { MerchantType, Reseller } from '../enums';
import { FeatureId } from '../features';
import { SilverRole } from '../roles';
import { accessContextFor } from './context';
import {
  buyHardwareAllowed,
  customerCareAllowed,
  limitFeatureApplies,
  limitFeatures,
  myAccountAllowed,
  registerHardwareAllowed,
  supportToolsAllowed,
  userMenuAccess,
} from './userMenu';

const { BuyHardware, RegisterHardware, MyAccount } = FeatureId;

describe('1-foundation §6 user menu access', () => {
  describe('My account: account manager with permission, or feature id 46 (only feature id 46 under configurable roles)', () => {
    it('an account manager', () => {
      expect(myAccountAllowed(accessContextFor({ isAccountManager: true }))).toBe(true);
    });
    it('feature id 46', () => {
      expect(myAccountAllowed(accessContextFor({ featureIds: [MyAccount] }))).toBe(true);
      expect(myAccountAllowed(accessContextFor())).toBe(false);
    });
    it('under configurable roles only feature id 46 counts', () => {
      const configurable = { portalFlags: { featConfigurableRolePermissions: true } };
      expect(myAccountAllowed(accessContextFor({ ...configurable, isAccountManager: true }))).toBe(false);
      expect(myAccountAllowed(accessContextFor({ ...configurable, featureIds: [MyAccount] }))).toBe(true);
    });
    it('the permission: partner support is refused (admin table)', () => {
      expect(
        myAccountAllowed(
          accessContextFor({ silverRole: SilverRole.PartnerSupport, featureIds: [MyAccount] }),
        ),
      ).toBe(false);
      expect(
        myAccountAllowed(accessContextFor({ silverRole: SilverRole.Partner, featureIds: [MyAccount] })),
      ).toBe(true);
    });
  });

  describe('Buy hardware: denied to a merchant admin, without feature id 43, to non-customer merchant types, and to the bank without the permission', () => {
    const base = { featureIds: [BuyHardware], merchantType: MerchantType.Customer };
    it('allowed to a customer merchant with feature 43', () => {
      expect(buyHardwareAllowed(accessContextFor(base))).toBe(true);
    });
    it('denied to a merchant admin', () => {
      expect(buyHardwareAllowed(accessContextFor({ ...base, silverRole: SilverRole.MerchantAdmin }))).toBe(
        false,
      );
    });
    it('denied without feature id 43', () => {
      expect(buyHardwareAllowed(accessContextFor({ ...base, featureIds: [] }))).toBe(false);
    });
    it.each([MerchantType.Unknown, MerchantType.Partner, MerchantType.Internal])(
      'denied to merchant type %i',
      (merchantType) => {
        expect(buyHardwareAllowed(accessContextFor({ ...base, merchantType }))).toBe(false);
      },
    );
    it('on the bank only with the permission (the account manager)', () => {
      expect(buyHardwareAllowed(accessContextFor({ ...base, resellerId: Reseller.Bank }))).toBe(false);
      expect(
        buyHardwareAllowed(accessContextFor({ ...base, resellerId: Reseller.Bank, isAccountManager: true })),
      ).toBe(true);
    });
    it('denied to partner support (admin table)', () => {
      expect(buyHardwareAllowed(accessContextFor({ ...base, silverRole: SilverRole.PartnerSupport }))).toBe(
        false,
      );
    });
  });

  describe('Register hardware: needs feature id 44, product mode not 2, and reseller permission', () => {
    const base = { featureIds: [RegisterHardware] };
    it('allowed with 44 in mode 1 (and 3, which counts as 1)', () => {
      expect(registerHardwareAllowed(accessContextFor(base))).toBe(true);
      expect(registerHardwareAllowed(accessContextFor({ ...base, productMode: 3 }))).toBe(true);
    });
    it('denied without 44, in product mode 2, and for the bank', () => {
      expect(registerHardwareAllowed(accessContextFor())).toBe(false);
      expect(registerHardwareAllowed(accessContextFor({ ...base, productMode: 2 }))).toBe(false);
      expect(registerHardwareAllowed(accessContextFor({ ...base, resellerId: Reseller.Bank }))).toBe(false);
    });
  });

  describe('Support tools: needs the permission, or account manager in product mode 3', () => {
    it.each([
      SilverRole.Support,
      SilverRole.SupportAdmin,
      SilverRole.Admin,
      SilverRole.Partner,
      SilverRole.PartnerManager,
      SilverRole.PartnerSupport,
    ])('%s has the permission', (silverRole) => {
      expect(supportToolsAllowed(accessContextFor({ silverRole }))).toBe(true);
    });
    it('a merchant admin and merchant staff do not', () => {
      expect(supportToolsAllowed(accessContextFor({ silverRole: SilverRole.MerchantAdmin }))).toBe(false);
      expect(supportToolsAllowed(accessContextFor({ isAccountManager: true }))).toBe(false);
    });
    it('an account manager in product mode 3', () => {
      expect(supportToolsAllowed(accessContextFor({ isAccountManager: true, productMode: 3 }))).toBe(true);
      expect(supportToolsAllowed(accessContextFor({ productMode: 3 }))).toBe(false);
    });
  });

  describe('Customer care: needs customerCare Y and reseller permission', () => {
    it('customerCare Y', () => {
      expect(customerCareAllowed(accessContextFor({ customerCare: true }))).toBe(true);
      expect(customerCareAllowed(accessContextFor({ customerCare: false }))).toBe(false);
    });
    it('not for the bank', () => {
      expect(customerCareAllowed(accessContextFor({ customerCare: true, resellerId: Reseller.Bank }))).toBe(
        false,
      );
    });
  });

  it('Change password and Logout are always offered', () => {
    const access = userMenuAccess(accessContextFor());
    expect(access.changePassword).toBe(true);
    expect(access.logout).toBe(true);
  });

  describe('Limit-type features (open checks, max refund, clear items, delete tickets) apply only in product mode 2 for country 840', () => {
    const all = {
      featLimitOpenChecks: true,
      featLimitMaxRefundAmount: true,
      featLimitClearItems: true,
      featLimitDeleteTickets: true,
    };
    it.each(limitFeatures)('%s', (feature) => {
      expect(
        limitFeatureApplies(feature, accessContextFor({ productMode: 2, countryId: 840, portalFlags: all })),
      ).toBe(true);
      expect(
        limitFeatureApplies(feature, accessContextFor({ productMode: 1, countryId: 840, portalFlags: all })),
      ).toBe(false);
      expect(
        limitFeatureApplies(feature, accessContextFor({ productMode: 2, countryId: 124, portalFlags: all })),
      ).toBe(false);
      expect(limitFeatureApplies(feature, accessContextFor({ productMode: 2, countryId: 840 }))).toBe(false);
    });
  });
});
