import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerCareDialog } from '../../src/app/shell/CustomerCareDialog';
import { noop, withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/Shell/CustomerCareDialog',
  component: CustomerCareDialog,
  decorators: [withIntl],
  args: { open: true, onClose: noop },
} satisfies Meta<typeof CustomerCareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu's Customer Care: the support line, e-mail address and hours. */
export const Open: Story = {};
