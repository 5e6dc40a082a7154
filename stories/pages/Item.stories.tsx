import type { Meta, StoryObj } from '@storybook/react-vite';
import { newItemForm } from '../../src/domain/menuItem';
import { ItemPage } from '../../src/features/menu/items/detail/ItemPage';
import {
  categoriesFixture,
  lobsterRollFixture,
  routingGroupsFixture,
  taxCategoriesFixture,
} from './menuItemFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/Item',
  component: ItemPage,
  decorators: [withIntl],
  args: {
    values: lobsterRollFixture,
    isNew: false,
    title: 'Lobster Roll',
    asOf: null,
    categories: categoriesFixture,
    taxCategories: taxCategoriesFixture,
    routingGroups: routingGroupsFixture,
    readOnly: false,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onBack: noop,
    onDelete: noop,
    deleteState: 'default',
  },
} satisfies Meta<typeof ItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An item with price variations: the extended setup open. */
export const Existing: Story = {};
/** A new item in MAINS. */
export const New: Story = {
  args: { values: newItemForm({ ItemCategoryId: 2, TaxCategoryId: 1 }), isNew: true, title: '' },
};
/** A store user of several stores: read-only. */
export const ReadOnly: Story = { args: { readOnly: true } };
