import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayCodesPage } from '../../src/features/settings/paycodes/PayCodesPage';
import { pagedFixture } from './myBillsFixtures';
import { payCodeListFixture, payCodesFixture } from './payCodeFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/PayCodes',
  component: PayCodesPage,
  decorators: [withIntl],
  args: {
    list: payCodeListFixture(),
    paged: pagedFixture(payCodesFixture),
    mayEdit: true,
    onAdd: noop,
    onEdit: noop,
    deleting: null,
    deleteState: 'default',
    onAskDelete: noop,
    onConfirmDelete: noop,
    onCancelDelete: noop,
  },
} satisfies Meta<typeof PayCodesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor Bistro's codes: SAFEDROP first, without Edit and Delete. */
export const Default: Story = {};
/** A company view of several sites: no Add, Edit or Delete. */
export const CompanyView: Story = { args: { mayEdit: false } };
/** The delete confirmation of ICE. */
export const ConfirmDelete: Story = { args: { deleting: payCodesFixture[4] } };
