import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Header, Menu } from '../../design-system';
import { userMenuItems } from './shellFixtures';

const logo = <img src="brand/default-logo.svg" alt="Backroom" height={32} />;

const meta = {
  title: 'Organisms/Header',
  component: Header,
  args: {
    title: 'Results',
    logo,
    onMenuClick: () => {},
    menuOpen: false,
    actions: (
      <Button variant="soft" size="small" icon="store">
        Main street
      </Button>
    ),
    userMenu: <Menu label="Alex Martin" icon="user" hideLabelBelow="tablet" items={userMenuItems} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Minimal: Story = { args: { title: undefined, actions: undefined, userMenu: undefined } };

function WithToggle() {
  const [open, setOpen] = useState(false);
  return <Header title="Settings" logo={logo} onMenuClick={() => setOpen(!open)} menuOpen={open} />;
}

/** The hamburger and section title show below 1024px only. */
export const Narrow: Story = {
  render: () => (
    <div style={{ width: 375 }}>
      <WithToggle />
    </div>
  ),
  globals: { viewport: { value: 'mobile1' } },
};
