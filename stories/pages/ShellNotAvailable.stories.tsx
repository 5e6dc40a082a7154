import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotAvailable } from '../../src/app/shell/NotAvailable';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/Shell/NotAvailable',
  component: NotAvailable,
  decorators: [withIntl],
} satisfies Meta<typeof NotAvailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route of the table the session may not see: said so under the page's title. */
export const Default: Story = {};
