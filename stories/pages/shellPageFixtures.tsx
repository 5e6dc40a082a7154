import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from '../../i18n/IntlProvider';
import { accessContextFor } from '../../src/domain/access/context';
import { allFeatureIds } from '../../src/domain/features';
import { featureFlagNames, type FeatureFlags } from '../../src/domain/featureFlags';
import type { PortalData } from '../../src/domain/portalData';

/** The shell's pages read their texts from the catalogue: the stories give them intl. */
export const withIntl: Decorator = (Story) => (
  <IntlProvider>
    <Story />
  </IntlProvider>
);

const allFlags = Object.fromEntries(featureFlagNames.map((n) => [n, true])) as FeatureFlags;
const allYes = {
  featDonations: true,
  featPilotProgram: true,
  featCashManager: true,
  featDynamicDelivery: true,
  featLimitOpenChecks: true,
  featLimitMaxRefundAmount: true,
  featLimitClearItems: true,
  featLimitDeleteTickets: true,
};

/** Access contexts like the demo accounts': owner (mode 1), bankowner (bank), marketowner (mode 2), admin. */
export const contexts = {
  owner: accessContextFor({
    featureIds: allFeatureIds,
    isAccountManager: true,
    customerCare: true,
    supportStoreChange: true,
    activeStoreCount: 3,
    portalFlags: allYes,
    flags: allFlags,
  }),
  bankowner: accessContextFor({
    resellerId: 10017,
    featureIds: allFeatureIds.filter((id) => id !== 44),
    isAccountManager: true,
    supportStoreChange: true,
    activeStoreCount: 2,
    portalFlags: { ...allYes, featPilotProgram: false },
    flags: allFlags,
  }),
  marketowner: accessContextFor({
    productMode: 2,
    featureIds: allFeatureIds,
    isAccountManager: true,
    customerCare: true,
    portalFlags: allYes,
    flags: allFlags,
  }),
  admin: accessContextFor({
    silverRole: 'Silver Admin',
    featureIds: allFeatureIds,
    portalFlags: allYes,
    flags: allFlags,
  }),
};

/** Portal data of the owner's session (the header's names and brand). */
export const ownerPortalData = {
  userFullName: 'Olivia Owner',
  merchantName: 'Harbor Bistro Group',
  storeName: 'Harbor Downtown',
  merhantId: 1001,
  storeId: 2001,
  resellerId: 1,
  ProductMode: 1,
  timeout: 40,
} as PortalData;

export const noop = () => {};
