import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoriesPage } from '../../src/features/menu/categories/CategoriesPage';
import { ItemListPanel } from '../../src/scaffold/menuItems/ItemListPanel';
import { categoriesFixture, itemListFixture, itemRowsFixture } from './menuItemFixtures';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const items = (mayEdit: boolean) => (
  <ItemListPanel
    label="Items of MAINS"
    list={itemListFixture()}
    paged={pagedFixture(itemRowsFixture)}
    filter="all"
    onFilterChange={noop}
    selection={{ selectedRowIds: ['8'], onSelectionChange: noop }}
    onAdd={mayEdit ? noop : undefined}
    onOpen={noop}
    bulk={{ as: 'menu', handlers: {}, mayEdit }}
  />
);

const meta = {
  title: 'Pages/Categories',
  component: CategoriesPage,
  decorators: [withIntl],
  args: {
    categories: categoriesFixture,
    loading: false,
    loadError: null,
    selected: categoriesFixture[1],
    onSelect: noop,
    colorCode: true,
    onColorCodeChange: noop,
    mayEdit: true,
    onAddCategory: noop,
    onEditCategory: noop,
    items: items(true),
  },
} satisfies Meta<typeof CategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** MAINS selected, colours shown, one row selected; the more menu waits for the bulk actions. */
export const Default: Story = {};
/** Without the colour code. */
export const NoColorCode: Story = { args: { colorCode: false } };
/** A store user of several stores: read-only. */
export const ReadOnly: Story = { args: { mayEdit: false, items: items(false) } };
/** A merchant without categories. */
export const Empty: Story = { args: { categories: [], selected: null, items: null } };
