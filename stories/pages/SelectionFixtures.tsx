import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from '../../i18n/IntlProvider';
import type { MerchantListRow, PortalNotification, StoreListRow } from '../../src/domain/accountContract';
import type { PastDueContext } from '../../src/domain/pastDue';
import type { StoreLabelContext } from '../../src/domain/storeSelection';

/** The selection, session and notification modals read their texts from the catalogue. */
export const withSelectionIntl: Decorator = (Story) => (
  <IntlProvider>
    <Story />
  </IntlProvider>
);

export const noop = () => {};

/** The stores of the demo merchant Harbor Bistro Group. */
export const harborStores: StoreListRow[] = [
  ['Harbor Airport', 'HB-AP', 2003, true, true, 3],
  ['Harbor Downtown', 'HB-DT', 2001, false, true, 2],
  ['Harbor Midtown', 'HB-MT', 2005, false, false, 2],
  ['Harbor Seaside', 'HB-SS', 2004, false, true, 5],
  ['Harbor Uptown', 'HB-UT', 2002, false, true, 2],
].map(([StoreName, StoreCode, StoreId, IsDeleted, HasFirstRun, StoreStatusCode]) => ({
  MerchantId: 1001,
  MerchantName: 'Harbor Bistro Group',
  StoreName: StoreName as string,
  StoreCode: StoreCode as string,
  StoreId: StoreId as number,
  IsDeleted: IsDeleted as boolean,
  HasFirstRun: HasFirstRun as boolean,
  StoreStatusCode: StoreStatusCode as number,
}));

/** Enough stores for several pages of 25. */
export const manyStores: StoreListRow[] = Array.from({ length: 60 }, (_, i) => ({
  MerchantId: 1001,
  MerchantName: 'Harbor Bistro Group',
  StoreId: 3000 + i,
  StoreCode: `HB-${String(i + 1).padStart(3, '0')}`,
  StoreName: `Harbor Store ${String(i + 1).padStart(3, '0')}`,
  IsDeleted: i % 11 === 4,
  HasFirstRun: i % 9 !== 2,
  StoreStatusCode: i % 11 === 4 ? 3 : 2,
}));

export const demoMerchants: MerchantListRow[] = [
  {
    MerchantId: 1003,
    MerchantName: 'Corner Market',
    ResellerId: 1,
    ProductMode: 2,
    StoreCount: 1,
    IsDeleted: false,
  },
  {
    MerchantId: 1001,
    MerchantName: 'Harbor Bistro Group',
    ResellerId: 1,
    ProductMode: 1,
    StoreCount: 5,
    IsDeleted: false,
  },
  {
    MerchantId: 1002,
    MerchantName: 'Maple Bank Café',
    ResellerId: 10017,
    ProductMode: 1,
    StoreCount: 2,
    IsDeleted: false,
  },
  {
    MerchantId: 1004,
    MerchantName: 'Old Mill Diner',
    ResellerId: 1,
    ProductMode: 1,
    StoreCount: 1,
    IsDeleted: true,
  },
];

/** A company user of rank 1 with the first-run flag (the owner demo account). */
export const ownerLabels: StoreLabelContext = {
  isAdminUser: false,
  isCompanyUser: true,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  firstRunFlag: true,
  userRoleRank: 1,
};

export const adminLabels: StoreLabelContext = { ...ownerLabels, isAdminUser: true, isCompanyUser: false };

export const pastDueOwner: PastDueContext = {
  days: 5,
  isAdminUser: false,
  configurableRoles: false,
  isUpdatePaymentFeatureEnabled: false,
  isAccountManager: true,
  merchantUserRoleId: 1,
};

export const demoNotifications: PortalNotification[] = [
  {
    NotificationId: 1,
    NotificationTitle: 'Scheduled maintenance',
    NotificationDescription: 'The back office will be unavailable for up to 30 minutes on Saturday night.',
    Messages: [
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
  },
  {
    NotificationId: 2,
    NotificationTitle: 'New report: hourly sales',
    NotificationDescription: 'See your busiest hours at a glance.',
    Messages: [{ MessageText: 'Find it under Results, Sales, Hourly.', Links: [] }],
  },
];
