import type { Meta, StoryObj } from '@storybook/react-vite';
import { newPayCodeForm, payCodeFormOf } from '../../src/domain/payCode';
import { PayCodeDialog } from '../../src/features/settings/paycodes/PayCodeDialog';
import { payCodesFixture } from './payCodeFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/PayCodeDialog',
  component: PayCodeDialog,
  decorators: [withIntl],
  args: {
    values: newPayCodeForm(),
    isNew: true,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof PayCodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add: an empty pay-out. */
export const Add: Story = {};
/** Edit ICE. */
export const Edit: Story = { args: { values: payCodeFormOf(payCodesFixture[4]), isNew: false } };
