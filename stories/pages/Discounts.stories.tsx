import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountsPage } from '../../src/features/menu/discounts/DiscountsPage';
import { pagedFixture } from './myBillsFixtures';
import { discountListFixture, discountRowsFixture, discountTypesFixture } from './discountFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/Discounts',
  component: DiscountsPage,
  decorators: [withIntl],
  args: {
    list: discountListFixture(),
    paged: pagedFixture(discountRowsFixture, 11),
    discountTypes: discountTypesFixture,
    showActiveColumn: true,
    onOpen: noop,
    onAdd: noop,
  },
} satisfies Meta<typeof DiscountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store user: the Active column says whether each discount is available in the store. */
export const StoreUser: Story = {};
/** An enterprise-level user with several stores: no Active column. */
export const EnterpriseSeveralStores: Story = { args: { showActiveColumn: false } };
/** Nothing matches the search. */
export const Empty: Story = { args: { paged: pagedFixture([]) } };
