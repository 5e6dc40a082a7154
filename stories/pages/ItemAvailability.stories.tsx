import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ItemAvailabilityPage,
  type ShownRow,
} from '../../src/features/menu/itemAvailability/ItemAvailabilityPage';
import { initialParams } from '../../src/domain/listParams';
import type { ListState } from '../../src/scaffold/list/useListState';
import { availabilityChanges, historyFixture } from '../scaffold/historyFixtures';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const names: [string, string][] = [
  ['Affogato', 'SWEETS'],
  ['Ahi Tuna Poke', 'SMALL PLATES'],
  ['Albariño Bottle', 'WINE'],
  ['Albariño Glass', 'WINE'],
  ['Amaretto', 'SPIRITS'],
  ['Americano', 'COFFEE AND TEA'],
  ['Anchor Porter Draft', 'BEER'],
  ['Anchor Porter Pitcher', 'BEER'],
  ['Aperol Spritz', 'COCKTAILS'],
  ['Arnold Palmer', 'SOFT DRINKS'],
];

/** A page of Harbor Downtown's items: one pending, one waiting to sync, one in conflict, a few out of stock. */
const rows: ShownRow[] = names.map(([name, category], i) => ({
  ItemMasterId: 100 + i,
  ItemCategoryId: 10 + i,
  ItemName: name,
  CategoryName: category,
  IsInStock: i % 4 !== 2,
  IsPosActive: true,
  IsAvailableOnline: i % 5 !== 3,
  Version: 1,
  Mark: i === 0 ? 'pending' : i === 1 ? 'queued' : i === 5 ? 'conflict' : null,
}));

const list: ListState = {
  params: initialParams({ sort: { columnId: 'item', direction: 'asc' } }),
  typedSearch: '',
  setSearch: noop,
  setPage: noop,
  setPageSize: noop,
  setSort: noop,
};

const meta = {
  title: 'Pages/ItemAvailability',
  component: ItemAvailabilityPage,
  decorators: [withIntl],
  args: {
    list,
    paged: pagedFixture(rows, 302),
    selectedIds: ['102', '103'],
    onSelectionChange: noop,
    history: historyFixture('itemAvailability', availabilityChanges),
    onToggle: noop,
    onBulkEdit: noop,
    pendingCount: 1,
    saveState: 'default',
    onSave: noop,
    onDiscard: noop,
    onEnableAllOnline: noop,
    onEnableAllInStock: noop,
    enableAllState: { online: 'default', inStock: 'default' },
    queuedCount: 1,
    conflicts: [
      {
        id: 'c1',
        name: 'Americano',
        mine: { IsInStock: false, IsAvailableOnline: true },
        theirs: { ...rows[5], IsInStock: true, IsAvailableOnline: false, Version: 2 },
      },
    ],
    onKeepMine: noop,
    onTakeTheirs: noop,
    savedCount: null,
    onDismissSaved: noop,
    confirm: { open: false, onConfirm: noop, onCancel: noop },
  },
} satisfies Meta<typeof ItemAvailabilityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending, waiting to sync and a conflict on one page, two rows selected. */
export const Default: Story = {};

/** Nothing changed: Save disabled. */
export const Clean: Story = {
  args: {
    paged: pagedFixture(
      rows.map((r) => ({ ...r, Mark: null })),
      302,
    ),
    selectedIds: [],
    pendingCount: 0,
    queuedCount: 0,
    conflicts: [],
  },
};

/** Just saved. */
export const Saved: Story = {
  args: { pendingCount: 0, queuedCount: 0, conflicts: [], savedCount: 3, saveState: 'success' },
};
