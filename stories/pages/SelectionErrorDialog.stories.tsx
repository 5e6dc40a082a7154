import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectionErrorDialog } from '../../src/features/selection/SelectionErrorDialog';
import { noop, withSelectionIntl } from './SelectionFixtures';

/** A failed store check or save shows the server's Message. */
const meta = {
  title: 'Pages/Selection/SelectionErrorDialog',
  component: SelectionErrorDialog,
  decorators: [withSelectionIntl],
  args: {
    message:
      'The bill of this store is overdue. An account manager must update the payment information before the store can be opened.',
    onClose: noop,
  },
} satisfies Meta<typeof SelectionErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMessage: Story = {};
