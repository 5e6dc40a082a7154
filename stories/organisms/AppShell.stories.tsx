import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AppShell, Box, Header, Heading, Menu, SideMenu, Stack, Text } from '../../design-system';
import { menuBottomItems, menuSections, userMenuItems } from './shellFixtures';

function Shell({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <AppShell
      drawerOpen={open}
      onDrawerOpenChange={setOpen}
      drawerLabel="Main menu"
      skipLinkLabel="Skip to main content"
      header={
        <Header
          title="Results"
          logo={<img src="brand/default-logo.svg" alt="Backroom" height={32} />}
          onMenuClick={() => setOpen(true)}
          menuOpen={open}
          menuControlsId="side-menu"
          userMenu={<Menu label="Alex Martin" icon="user" hideLabelBelow="tablet" items={userMenuItems} />}
        />
      }
      sideMenu={
        <SideMenu
          id="side-menu"
          label="Main menu"
          sections={menuSections}
          bottomItems={menuBottomItems}
          onNavigate={(_href, event) => event.preventDefault()}
        />
      }
    >
      <Box padding={{ mobile: 'large', large: 'xlarge' }}>
        <Stack space="large">
          <Heading level={1}>Reports</Heading>
          <Text>Below 1024px the side menu is a drawer opened by the hamburger.</Text>
        </Stack>
      </Box>
    </AppShell>
  );
}

const meta = {
  title: 'Organisms/AppShell',
  component: AppShell,
  args: {
    header: null,
    sideMenu: null,
    drawerOpen: false,
    onDrawerOpenChange: () => {},
    drawerLabel: 'Main menu',
    children: null,
  },
  render: () => <Shell />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** A phone (375px): the side menu is a temporary drawer, here open. */
export const NarrowWithDrawer: Story = {
  render: () => <Shell initiallyOpen />,
  globals: { viewport: { value: 'mobile1' } },
};
