import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationsPage } from '../../src/features/account/notifications/NotificationsPage';
import { demoNotifications, noop, withSelectionIntl } from './SelectionFixtures';

/** The notifications modal: title, description, messages and links (new tab); OK closes it. */
const meta = {
  title: 'Pages/Notifications/NotificationsDialog',
  component: NotificationsPage,
  decorators: [withSelectionIntl],
  args: { open: true, notifications: demoNotifications, onClose: noop },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoNotifications: Story = {};

export const One: Story = { args: { notifications: demoNotifications.slice(0, 1) } };
