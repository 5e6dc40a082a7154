import type { NotificationMessage } from '../../src/domain/accountContract';
import { featureFlagNames, type FeatureFlags } from '../../src/domain/featureFlags';
import { allFeatureIds, FeatureId } from '../../src/domain/features';
import { MerchantStatus, Reseller, StoreStatus } from '../../src/domain/enums';
import { SilverRole, type SilverRoleName } from '../../src/domain/roles';

/** Every demo password (it satisfies the password policy of 1-foundation.md §5). */
export const DEMO_PASSWORD = 'Backroom#2026';

export interface DemoMerchant {
  id: number;
  name: string;
  resellerId: number;
  productMode: number;
  creditGateway: number;
  customerCare: 'Y' | 'N';
  status: number;
  featureIds: number[];
  flags: Record<string, unknown>;
}

const everyArea = allFeatureIds;
const allYes = {
  featDonations: 'Y',
  featPilotProgram: 'Y',
  featConfigurableRolePermissions: 'N',
  featCashManager: 'Y',
  featDynamicDelivery: 'Y',
  featLimitOpenChecks: 'Y',
  featLimitMaxRefundAmount: 'Y',
  featLimitClearItems: 'Y',
  featLimitDeleteTickets: 'Y',
};

/** Feature flags (merchants.flags.featureFlags): every flag on, except the ones named. */
function flagsExcept(...off: (keyof FeatureFlags)[]): FeatureFlags {
  return Object.fromEntries(featureFlagNames.map((n) => [n, !off.includes(n)])) as FeatureFlags;
}

export const demoMerchants: DemoMerchant[] = [
  {
    id: 1001,
    name: 'Harbor Bistro Group',
    resellerId: Reseller.Default,
    productMode: 1,
    creditGateway: 8,
    customerCare: 'Y',
    status: MerchantStatus.Active,
    featureIds: everyArea,
    flags: { ...allYes, featUpdatePayment: true, launchFirstRun: true, featureFlags: flagsExcept() },
  },
  {
    id: 1002,
    name: 'Maple Bank Café',
    resellerId: Reseller.Bank,
    productMode: 1,
    creditGateway: 6,
    customerCare: 'N',
    status: MerchantStatus.Active,
    featureIds: everyArea.filter((id) => id !== FeatureId.RegisterHardware),
    flags: { ...allYes, featPilotProgram: 'N', featureFlags: flagsExcept('delivery') },
  },
  {
    id: 1003,
    name: 'Corner Market',
    resellerId: Reseller.Default,
    productMode: 2,
    creditGateway: 4,
    customerCare: 'Y',
    status: MerchantStatus.Active,
    featureIds: everyArea,
    flags: { ...allYes, featureFlags: flagsExcept('restrictUserRolesOverride') },
  },
  {
    id: 1004,
    name: 'Old Mill Diner',
    resellerId: Reseller.Default,
    productMode: 1,
    creditGateway: 8,
    customerCare: 'N',
    status: MerchantStatus.Deactivated,
    featureIds: [FeatureId.MyStoreActivity],
    flags: {},
  },
];

export interface DemoStore {
  id: number;
  merchantId: number;
  code: string;
  name: string;
  status: number;
  isDeleted?: boolean;
  /** days from the seed date to the bill's due date (negative: overdue) */
  paymentDueInDays?: number;
  hasFirstRun?: boolean;
  /** its IANA time zone (stores.time_zone): the Harbor stores are in Portland, Maine */
  timeZone: string;
}

export const demoStores: DemoStore[] = [
  {
    id: 2001,
    merchantId: 1001,
    code: 'HB-DT',
    name: 'Harbor Downtown',
    status: StoreStatus.Active,
    timeZone: 'America/New_York',
  },
  {
    id: 2002,
    merchantId: 1001,
    code: 'HB-UT',
    name: 'Harbor Uptown',
    status: StoreStatus.Active,
    timeZone: 'America/New_York',
  },
  {
    id: 2003,
    merchantId: 1001,
    code: 'HB-AP',
    name: 'Harbor Airport',
    status: StoreStatus.Inactive,
    isDeleted: true,
    timeZone: 'America/New_York',
  },
  {
    id: 2004,
    merchantId: 1001,
    code: 'HB-SS',
    name: 'Harbor Seaside',
    status: StoreStatus.Suspended,
    timeZone: 'America/New_York',
  },
  {
    id: 2005,
    merchantId: 1001,
    code: 'HB-MT',
    name: 'Harbor Midtown',
    status: StoreStatus.Active,
    paymentDueInDays: -5,
    hasFirstRun: false,
    timeZone: 'America/New_York',
  },
  {
    id: 2006,
    merchantId: 1001,
    code: 'HB-PR',
    name: 'Harbor Pier',
    status: StoreStatus.Active,
    paymentDueInDays: 3,
    timeZone: 'America/New_York',
  },
  {
    id: 2101,
    merchantId: 1002,
    code: 'MB-MS',
    name: 'Maple Main Street',
    status: StoreStatus.Active,
    timeZone: 'America/Chicago',
  },
  {
    id: 2102,
    merchantId: 1002,
    code: 'MB-ST',
    name: 'Maple Station',
    status: StoreStatus.Active,
    timeZone: 'America/Chicago',
  },
  {
    id: 2201,
    merchantId: 1003,
    code: 'CM-01',
    name: 'Corner Market',
    status: StoreStatus.Active,
    timeZone: 'America/Denver',
  },
  {
    id: 2301,
    merchantId: 1004,
    code: 'OM-01',
    name: 'Old Mill Diner',
    status: StoreStatus.Active,
    timeZone: 'America/Los_Angeles',
  },
];

export interface DemoUser {
  username: string;
  fullName: string;
  /** what the account demonstrates (README table) */
  purpose: string;
  merchantId?: number;
  role?: SilverRoleName;
  company?: boolean;
  accountManager?: boolean;
  merchantUserRoleId?: number;
  stores?: number[];
  pendingEula?: boolean;
  mustChangePassword?: boolean;
  notApproved?: boolean;
  noFeature?: boolean;
  /**
   * Locked by an administrator (users.is_locked): no end, only the e-mailed reset clears it. Its
   * log-ons answer like any account's, whatever the password (I, I, I, I, then L): the answers never
   * tell that it exists, is locked, or that a password is right.
   */
  locked?: boolean;
}

export const demoUsers: DemoUser[] = [
  {
    username: 'owner',
    fullName: 'Olivia Owner',
    purpose: 'Company user and account manager of Harbor Bistro Group; picks a store',
    merchantId: 1001,
    company: true,
    accountManager: true,
    merchantUserRoleId: 1,
  },
  {
    username: 'manager',
    fullName: 'Marco Manager',
    purpose: 'Store user of Harbor Downtown only',
    merchantId: 1001,
    stores: [2001],
  },
  {
    username: 'shiftlead',
    fullName: 'Sasha Shiftlead',
    purpose: 'Store user of Harbor Downtown and Uptown; picks a store',
    merchantId: 1001,
    stores: [2001, 2002],
  },
  {
    username: 'bankowner',
    fullName: 'Bea Banker',
    purpose: 'Company user of Maple Bank Café (bank brand: use http://bank.localhost:8080/)',
    merchantId: 1002,
    company: true,
    accountManager: true,
    merchantUserRoleId: 1,
  },
  {
    username: 'marketowner',
    fullName: 'Mina Market',
    purpose: 'Company user of Corner Market (product mode 2)',
    merchantId: 1003,
    company: true,
    accountManager: true,
    merchantUserRoleId: 1,
  },
  {
    username: 'madmin',
    fullName: 'Mia Merchant-Admin',
    purpose: 'Silver Merchant Admin: picks a merchant and a store',
    role: SilverRole.MerchantAdmin,
  },
  { username: 'partner', fullName: 'Paul Partner', purpose: 'Silver Partner', role: SilverRole.Partner },
  {
    username: 'partnermanager',
    fullName: 'Pia Partner-Manager',
    purpose: 'Silver Partner Manager',
    role: SilverRole.PartnerManager,
  },
  {
    username: 'partnersupport',
    fullName: 'Pete Partner-Support',
    purpose: 'Silver Partner Support',
    role: SilverRole.PartnerSupport,
  },
  { username: 'support', fullName: 'Sam Support', purpose: 'Silver Support', role: SilverRole.Support },
  {
    username: 'supportadmin',
    fullName: 'Sara Support-Admin',
    purpose: 'Silver Support Admin',
    role: SilverRole.SupportAdmin,
  },
  {
    username: 'admin',
    fullName: 'Ada Admin',
    purpose: 'Silver Admin: every admin area',
    role: SilverRole.Admin,
  },
  {
    username: 'newhire',
    fullName: 'Noah Newhire',
    purpose: 'Company user with a licence agreement to accept',
    merchantId: 1001,
    company: true,
    pendingEula: true,
  },
  {
    username: 'resetme',
    fullName: 'Rita Resetme',
    purpose: 'Must change the password at the next login',
    merchantId: 1001,
    company: true,
    mustChangePassword: true,
  },
  {
    username: 'pastdue',
    fullName: 'Pat Pastdue',
    purpose: 'Store user of Harbor Midtown, 5 days past due',
    merchantId: 1001,
    stores: [2005],
  },
  {
    username: 'suspended',
    fullName: 'Sue Suspended',
    purpose: 'Store user of the suspended Harbor Seaside',
    merchantId: 1001,
    stores: [2004],
  },
  {
    username: 'unapproved',
    fullName: 'Uma Unapproved',
    purpose: 'Not approved for back office (error A)',
    merchantId: 1001,
    company: true,
    notApproved: true,
  },
  {
    username: 'norole',
    fullName: 'Nora Norole',
    purpose: 'A role with no feature (error F)',
    merchantId: 1001,
    company: true,
    noFeature: true,
  },
  {
    username: 'diner',
    fullName: 'Dan Diner',
    purpose: 'User of the deactivated Old Mill Diner (error X)',
    merchantId: 1004,
    company: true,
  },
  {
    username: 'airport',
    fullName: 'Ari Airport',
    purpose: 'Store user whose only store is deactivated (error D)',
    merchantId: 1001,
    stores: [2003],
  },
  {
    username: 'locked',
    fullName: 'Lee Locked',
    purpose: 'Locked out after too many failed logins (error L)',
    merchantId: 1001,
    company: true,
    locked: true,
  },
  // appended: the users above keep their seeded ids
  {
    username: 'duesoon',
    fullName: 'Dana Duesoon',
    purpose: 'Store user of Harbor Pier, bill due in 3 days; merchant role 1, so may update payment',
    merchantId: 1001,
    stores: [2006],
    merchantUserRoleId: 1,
  },
];

export const demoEulas = [
  { id: 1, file: 'BackroomEULA.html', title: 'Backroom End User Licence Agreement' },
  { id: 2, file: 'BankEULA.html', title: 'Maple Bank Business Back Office Licence Agreement' },
];

/** The merchants a merchant admin or partner may select (user_merchants); provider admins see every merchant. */
export const demoMerchantLinks: Record<string, number[]> = {
  madmin: [1001, 1002, 1003],
  partner: [1001, 1003],
  partnermanager: [1001, 1003],
  partnersupport: [1001, 1003],
};

export interface DemoNotification {
  /** null: every merchant */
  merchantId: number | null;
  title: string;
  description: string;
  messages: NotificationMessage[];
  /** active from this many days before the seed date to this many days after it */
  startsDaysBefore: number;
  endsDaysAfter: number;
}

export const demoNotifications: DemoNotification[] = [
  {
    merchantId: 1001,
    title: 'Scheduled maintenance',
    description: 'The back office will be unavailable for up to 30 minutes on Saturday night.',
    messages: [
      {
        MessageText:
          "Maintenance runs Saturday from 9:00 to 9:30 PM Eastern time, your stores' clock. Your registers keep taking orders; reports catch up afterwards.",
        Links: [
          {
            LinkKey: 'maintenance-details',
            LinkURL: 'https://status.backroom.example/maintenance',
            LinkText: 'Maintenance details',
          },
        ],
      },
    ],
    startsDaysBefore: 7,
    endsDaysAfter: 30,
  },
];
