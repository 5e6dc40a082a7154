import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { StoreListRow } from '../../src/domain/accountContract';
import {
  StoreSelectionPage,
  type StoreSelectionPageProps,
} from '../../src/features/selection/store/StoreSelectionPage';
import {
  adminLabels,
  harborStores,
  manyStores,
  noop,
  ownerLabels,
  withSelectionIntl,
} from './SelectionFixtures';

type Args = StoreSelectionPageProps & { source: StoreListRow[] };

/** Searches, filters and pages the fixture as the server would. */
function Interactive({ source, ...args }: Args) {
  const [search, setSearch] = useState(args.search);
  const [include, setInclude] = useState(args.includeDeactivated);
  const [page, setPage] = useState(args.page);
  const [selectedId, setSelectedId] = useState(args.selectedId);
  const matching = source.filter(
    (s) =>
      (include || !(s.IsDeleted || s.StoreStatusCode === 3)) &&
      `${s.StoreName} ${s.StoreCode}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <StoreSelectionPage
      {...args}
      rows={args.loading ? [] : matching.slice((page - 1) * 25, page * 25)}
      totalRowCount={args.loading ? -1 : matching.length}
      page={page}
      onPageChange={setPage}
      search={search}
      onSearchChange={(v) => {
        setSearch(v);
        setPage(1);
      }}
      includeDeactivated={include}
      onIncludeDeactivatedChange={(v) => {
        setInclude(v);
        setPage(1);
      }}
      selectedId={selectedId}
      onSelectedIdChange={setSelectedId}
    />
  );
}

/** The store selection modal (1-foundation.md §2, §6): marks, search, include-deactivated switch, paging. */
const meta = {
  title: 'Pages/Selection/StoreSelectionDialog',
  component: Interactive,
  decorators: [withSelectionIntl],
  args: {
    open: true,
    source: harborStores,
    labelContext: ownerLabels,
    currentStoreId: 2001,
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

/** A company user: Harbor Midtown has had no first run (* NEW *). */
export const Owner: Story = {};

/** An admin: deleted stores carry the * prefix and can be picked. */
export const Admin: Story = { args: { labelContext: adminLabels, canSelectRow: () => true } };

/** A company user asked for the deactivated stores: marked, and not to be picked. */
export const OwnerWithDeactivated: Story = {
  args: { canSelectRow: (r: StoreListRow) => !(r.IsDeleted || r.StoreStatusCode === 3) },
};

/** At login there is no current store yet. */
export const AtLogin: Story = { args: { currentStoreId: null } };

/** A row is picked: Continue is enabled. */
export const Picked: Story = { args: { selectedId: '2002' } };

/** Checking and saving the picked store. */
export const Saving: Story = { args: { selectedId: '2002', busy: true } };

export const Loading: Story = { args: { loading: true } };

export const NoMatch: Story = { args: { search: 'zzz' } };

export const LoadError: Story = { args: { source: [], loadError: 'The stores could not be loaded.' } };

/** Three pages of 25. */
export const ManyStores: Story = { args: { source: manyStores, labelContext: adminLabels } };
