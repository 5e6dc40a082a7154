import type { Meta, StoryObj } from '@storybook/react-vite';
import { ItemsPage } from '../../src/features/menu/items/ItemsPage';
import { categoriesFixture, itemListFixture, itemRowsFixture } from './menuItemFixtures';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/Items',
  component: ItemsPage,
  decorators: [withIntl],
  args: {
    categories: categoriesFixture,
    categoryId: null,
    onCategoryChange: noop,
    list: itemListFixture(),
    paged: pagedFixture(itemRowsFixture, 312),
    filter: 'all',
    onFilterChange: noop,
    onAdd: noop,
    onOpen: noop,
    bulk: { as: 'buttons', handlers: {}, mayEdit: true },
  },
} satisfies Meta<typeof ItemsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every item; download and import wait for the bulk actions. */
export const Default: Story = {};
/** The inactive items of MAINS. */
export const Filtered: Story = {
  args: { categoryId: 2, filter: 'inactive', paged: pagedFixture([itemRowsFixture[1]]) },
};
/** Nothing matches. */
export const Empty: Story = { args: { paged: pagedFixture([]) } };
