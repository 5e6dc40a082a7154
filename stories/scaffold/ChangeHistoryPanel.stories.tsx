import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeHistoryPanel } from '../../src/scaffold/history/ChangeHistoryPanel';
import { withIntl } from '../pages/loginFixtures';
import { availabilityChanges, discountChanges, historyFixture } from './historyFixtures';

const meta = {
  title: 'Scaffold/ChangeHistoryPanel',
  component: ChangeHistoryPanel,
  decorators: [withIntl],
  args: { history: historyFixture('discount', discountChanges), defaultOpen: true },
} satisfies Meta<typeof ChangeHistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A discount's changes: created, changed twice; fields before → after. */
export const Discount: Story = {};
/** Closed: the summary with the count. */
export const Closed: Story = { args: { defaultOpen: false } };
/** A store's availability: each change names its item and store. */
export const ManyRecords: Story = {
  args: {
    history: historyFixture('itemAvailability', availabilityChanges),
    title: 'Recent availability changes',
    showEntity: true,
  },
};
/** More than a page: Newer / Older. */
export const Paged: Story = {
  args: { history: historyFixture('discount', discountChanges, { total: 23, page: 2, pageCount: 3 }) },
};
/** Nothing recorded yet. */
export const Empty: Story = { args: { history: historyFixture('discount', []) } };
/** Loading the first page. */
export const Loading: Story = {
  args: { history: historyFixture('discount', [], { total: -1, loading: true }) },
};
/** The history could not be read. */
export const Failed: Story = {
  args: { history: historyFixture('discount', [], { error: new Error('offline') }) },
};
