import type { Meta, StoryObj } from '@storybook/react-vite';
import { revenueCenterFormOf } from '../../src/domain/revenueCenter';
import { RevenueCenterPage } from '../../src/features/settings/revenueCenters/detail/RevenueCenterPage';
import {
  revenueCenterDevicesFixture,
  revenueCenterOrderModesFixture,
  revenueCenterStoresFixture,
  revenueCentersFixture,
} from './revenueCenterFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/RevenueCenter',
  component: RevenueCenterPage,
  decorators: [withIntl],
  args: {
    values: { ...revenueCenterFormOf(null, null), StoreIds: [2006] },
    revenueCenterId: 0,
    stores: revenueCenterStoresFixture,
    devices: revenueCenterDevicesFixture,
    orderModes: revenueCenterOrderModesFixture,
    choicesLoading: false,
    onStoresChange: noop,
    asOf: null,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onBack: noop,
    errorLines: null,
    onDismissErrors: noop,
    blocked: false,
  },
} satisfies Meta<typeof RevenueCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding at Harbor Pier: Register 1 and Dine In belong to Dining Room and cannot be chosen. */
export const Add: Story = {};
/** Editing Bar. */
export const Edit: Story = {
  args: { values: revenueCenterFormOf(revenueCentersFixture[0], null), revenueCenterId: 2 },
};
/** A save refused: the Error modal, a dash line per error (§8). */
export const SaveRefused: Story = {
  args: {
    errorLines: ['Register 1 at Harbor Pier already belongs to the revenue center Dining Room.'],
  },
};
/** Nothing free to add with (§8). */
export const Blocked: Story = { args: { blocked: true } };
