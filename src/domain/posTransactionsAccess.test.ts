import { describe, expect, it } from 'vitest';
import {
  type PosTransactionsViewer,
  posTransactionsMode,
  posTransactionsViewer,
} from './posTransactionsAccess';

const viewer = (over: Partial<PosTransactionsViewer> = {}): PosTransactionsViewer => ({
  isEnterprise: true,
  companyView: true,
  storeCount: 3,
  smartManagerReporting: false,
  ...over,
});

describe('2-menu §2: the POS transactions page in store-view-only mode and behind the smart manager', () => {
  it('an enterprise-level user reads the report in company view and in a store', () => {
    expect(posTransactionsMode(viewer())).toBe('report');
    expect(posTransactionsMode(viewer({ companyView: false }))).toBe('report');
  });
  it('a store-level user in company view with several stores must choose a store first', () => {
    expect(posTransactionsMode(viewer({ isEnterprise: false }))).toBe('storeViewOnly');
    expect(posTransactionsMode(viewer({ isEnterprise: false, companyView: false }))).toBe('report');
    expect(posTransactionsMode(viewer({ isEnterprise: false, storeCount: 1 }))).toBe('report');
  });
  it('smart-manager reporting replaces the report, whoever looks', () => {
    expect(posTransactionsMode(viewer({ smartManagerReporting: true }))).toBe('smartManager');
    expect(posTransactionsMode(viewer({ smartManagerReporting: true, isEnterprise: false }))).toBe(
      'smartManager',
    );
  });
});

describe('2-menu §2: the viewer of a session', () => {
  const plain = {
    isAdminUser: false,
    isCompanyUser: false,
    isMerchantAdminUser: false,
    isSilverPartner: false,
  };
  const data = { storeId: null, activeStoreCount: 2, isASMReportingEnabled: false };
  it('a plain store user is not enterprise-level; a company user, a merchant admin and an admin are', () => {
    expect(posTransactionsViewer(plain, data).isEnterprise).toBe(false);
    expect(posTransactionsViewer({ ...plain, isCompanyUser: true }, data).isEnterprise).toBe(true);
    expect(posTransactionsViewer({ ...plain, isMerchantAdminUser: true }, data).isEnterprise).toBe(true);
    expect(posTransactionsViewer({ ...plain, isAdminUser: true }, data).isEnterprise).toBe(true);
  });
  it('company view is no store chosen; smart-manager reporting is the portal data flag', () => {
    expect(posTransactionsViewer(plain, data)).toMatchObject({ companyView: true, storeCount: 2 });
    expect(posTransactionsViewer(plain, { ...data, storeId: 2001 }).companyView).toBe(false);
    expect(posTransactionsViewer(plain, { ...data, isASMReportingEnabled: true }).smartManagerReporting).toBe(
      true,
    );
  });
});
