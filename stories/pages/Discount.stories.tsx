import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountPage } from '../../src/features/menu/discounts/detail/DiscountPage';
import { newDiscountForm } from '../../src/domain/discount';
import {
  applyToTypesFixture,
  discountTypesFixture,
  enterprisePermissions,
  happyHourFixture,
  newPermissions,
  restrictedPermissions,
  storesFixture,
} from './discountFixtures';
import { discountChanges, historyFixture } from '../scaffold/historyFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/Discount',
  component: DiscountPage,
  decorators: [withIntl],
  args: {
    values: happyHourFixture,
    isNew: false,
    title: 'HAPPY HOUR',
    history: historyFixture('discount', discountChanges),
    asOf: null,
    discountTypes: discountTypesFixture,
    applyToTypes: applyToTypesFixture,
    permissions: enterprisePermissions,
    autoCashOffered: true,
    stores: storesFixture,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onBack: noop,
    onCancel: noop,
    onDuplicate: noop,
    onDelete: noop,
    deleteState: 'default',
    autoCashErrors: null,
    onDismissAutoCashErrors: noop,
  },
} satisfies Meta<typeof DiscountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise user with several stores: chips (first 2 and "2 others") and Assign stores. */
export const EnterpriseExisting: Story = {};
/** A new discount of a single-store user: POS active, no Duplicate nor Delete. */
export const New: Story = {
  args: {
    values: newDiscountForm(),
    isNew: true,
    title: '',
    history: undefined,
    permissions: newPermissions,
    autoCashOffered: false,
  },
};
/** A multi-store user who is not enterprise-level: only POS active can change, no Delete. */
export const Restricted: Story = { args: { permissions: restrictedPermissions } };
/** The auto cash discount's pre-save checks failed. */
export const AutoCashRefused: Story = {
  args: {
    autoCashErrors: [
      'Harbor Downtown: A cash discount already exists for the store.',
      'Harbor Pier: The store has card surcharge enabled.',
    ],
  },
};
