import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Drawer, type DrawerPlacement, Stack, Text } from '../../design-system';

function Example({ placement, open: initiallyOpen = true }: { placement?: DrawerPlacement; open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {placement ?? 'left'} drawer</Button>
      <Drawer.Root open={open} onOpenChange={setOpen}>
        <Drawer.Content placement={placement} width={placement === 'right' ? '360px' : undefined}>
          <Drawer.Header>
            <Drawer.Title>Filters</Drawer.Title>
            <Drawer.CloseButton />
          </Drawer.Header>
          <Drawer.Body>
            <Stack space="medium">
              <Text>Drawer content scrolls here.</Text>
            </Stack>
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.CloseTrigger>
              <Button>Apply</Button>
            </Drawer.CloseTrigger>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

const meta = {
  title: 'Organisms/Drawer',
  component: Drawer.Root,
  args: { children: null },
} satisfies Meta<typeof Drawer.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = { render: () => <Example /> };
export const Right: Story = { render: () => <Example placement="right" /> };
export const Closed: Story = { render: () => <Example open={false} /> };
