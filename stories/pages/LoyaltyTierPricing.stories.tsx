import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '../../src/api/http';
import { LoyaltyTierPricingPage } from '../../src/features/menu/loyaltyTierPricing/LoyaltyTierPricingPage';
import { historyFixture, priceChanges } from '../scaffold/historyFixtures';
import { loyaltyPageFixture } from './loyaltyTierPricingFixtures';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/LoyaltyTierPricing',
  component: LoyaltyTierPricingPage,
  decorators: [withIntl],
  args: { ...loyaltyPageFixture, history: historyFixture('priceListPrice', priceChanges) },
} satisfies Meta<typeof LoyaltyTierPricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstList: Story = { args: { values: { Name: '', Prices: {} } } };
export const Loading: Story = {
  args: { members: { ...loyaltyPageFixture.members, rows: [], total: -1, loading: true } },
};
export const Saving: Story = { args: { saveState: 'loading' } };
export const SaveRefused: Story = {
  args: {
    saveState: 'error',
    saveError: new ApiRequestError(
      409,
      'Someone else saved this price list after you opened it. Nothing was saved: reload to see their changes, then make yours again.',
      'LoyaltyTierPricing.StaleChecksum',
    ),
  },
};
export const LoadFailed: Story = {
  args: { loadError: 'The loyalty tier price list could not be loaded.' },
};
export const NoCampaigns: Story = { args: { campaigns: [] } };
