import type { Meta, StoryObj } from '@storybook/react-vite';
import { RevenueCentersPage } from '../../src/features/settings/revenueCenters/RevenueCentersPage';
import { revenueCentersFixture } from './revenueCenterFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/RevenueCenters',
  component: RevenueCentersPage,
  decorators: [withIntl],
  args: {
    centers: revenueCentersFixture,
    loadError: null,
    companyLevel: false,
    showStores: true,
    onAdd: noop,
    onEdit: noop,
    onDownload: noop,
    downloadFailed: false,
    deleting: null,
    deleteState: 'default',
    onAskDelete: noop,
    onCancelDelete: noop,
    onConfirmDelete: noop,
  },
} satisfies Meta<typeof RevenueCentersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two centers: Dining Room has 4 stores (Show All), Bar 2 (Show All disabled); Download All. */
export const List: Story = {};
/** No center yet: the description and Add. */
export const Empty: Story = { args: { centers: [] } };
/** A multi-store merchant at company level: the warning only (§6). */
export const CompanyLevel: Story = { args: { companyLevel: true } };
/** The delete confirmation naming the center. */
export const Deleting: Story = { args: { deleting: revenueCentersFixture[0] } };
/** Loading. */
export const Loading: Story = { args: { centers: null } };
