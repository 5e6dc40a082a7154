import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from '../../design-system';
import { userMenuItems } from './shellFixtures';

const meta = {
  title: 'Organisms/Menu',
  component: Menu,
  args: { label: 'Alex Martin', icon: 'user', items: userMenuItems },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {};
export const IconOnlyOnPhones: Story = { args: { hideLabelBelow: 'tablet' } };
export const IconOnly: Story = { args: { hideLabelBelow: 'always' } };
