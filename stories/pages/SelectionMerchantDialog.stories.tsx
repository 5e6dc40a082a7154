import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  MerchantSelectionPage,
  type MerchantSelectionPageProps,
} from '../../src/features/selection/merchant/MerchantSelectionPage';
import { demoMerchants, noop, withSelectionIntl } from './SelectionFixtures';

/** Searches and filters the fixture as the server would. */
function Interactive(args: MerchantSelectionPageProps) {
  const [search, setSearch] = useState(args.search);
  const [include, setInclude] = useState(args.includeDeactivated);
  const [selectedId, setSelectedId] = useState(args.selectedId);
  const rows = demoMerchants.filter(
    (m) => (include || !m.IsDeleted) && m.MerchantName.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <MerchantSelectionPage
      {...args}
      rows={args.loading ? [] : rows}
      totalRowCount={args.loading ? -1 : rows.length}
      search={search}
      onSearchChange={setSearch}
      includeDeactivated={include}
      onIncludeDeactivatedChange={setInclude}
      selectedId={selectedId}
      onSelectedIdChange={setSelectedId}
    />
  );
}

/** The merchant selection modal of admins, merchant admins and partners. */
const meta = {
  title: 'Pages/Selection/MerchantSelectionDialog',
  component: Interactive,
  decorators: [withSelectionIntl],
  args: {
    open: true,
    roleFlags: { isAdminUser: true, isSilverPartner: false },
    rows: [],
    totalRowCount: -1,
    page: 1,
    onPageChange: noop,
    search: '',
    onSearchChange: noop,
    includeDeactivated: true,
    onIncludeDeactivatedChange: noop,
    loading: false,
    loadError: null,
    selectedId: null,
    onSelectedIdChange: noop,
    busy: false,
    onContinue: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the deactivated Old Mill Diner carries the * prefix. */
export const Admin: Story = {};

/** A merchant admin sees no * mark. */
export const MerchantAdmin: Story = { args: { roleFlags: { isAdminUser: false, isSilverPartner: false } } };

export const Picked: Story = { args: { selectedId: '1001' } };

export const Loading: Story = { args: { loading: true } };
