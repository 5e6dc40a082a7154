import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Dialog, type DialogContentProps, dialogSizes, Stack, Text } from '../../design-system';

function Example({
  size,
  width,
  open: initiallyOpen = true,
}: Partial<DialogContentProps> & { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content size={size} width={width}>
          <Dialog.CloseButton />
          <Dialog.Title>Change password</Dialog.Title>
          <Dialog.Description>Choose a password you have not used before.</Dialog.Description>
          <Dialog.Body>
            <Stack space="medium">
              <Text>The form fields of the dialog go here.</Text>
              <Text tone="muted">On a phone the dialog takes the whole screen.</Text>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger>
              <Button variant="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

const meta = {
  title: 'Organisms/Dialog',
  component: Dialog.Root,
  args: { children: null },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { render: () => <Example /> };

export const Closed: Story = { render: () => <Example open={false} /> };

export const Sizes: Story = {
  render: () => (
    <Stack space="small">
      {dialogSizes.map((size) => (
        <Example key={size} size={size} open={false} />
      ))}
    </Stack>
  ),
};

/** An exact width, as the licence agreement needs (764px), capped by the screen. */
export const FixedWidth: Story = { render: () => <Example width="764px" /> };
