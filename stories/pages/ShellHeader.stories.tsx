import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortalHeader } from '../../src/app/shell/PortalHeader';
import { contexts, noop, ownerPortalData, withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/Shell/Header',
  component: PortalHeader,
  decorators: [withIntl],
  args: {
    data: ownerPortalData,
    ctx: contexts.owner,
    title: 'Results',
    drawerOpen: false,
    onMenuClick: noop,
    menuControlsId: 'side-menu',
    navigate: noop,
    currentPath: '/results/sales/summary',
    reloadFrame: noop,
    onLogout: noop,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company user with several stores: the store button and the user menu. */
export const Owner: Story = {};
/** A provider admin: the merchant button as well. */
export const Admin: Story = {
  args: { ctx: contexts.admin, data: { ...ownerPortalData, userFullName: 'Ada Admin' } },
};
