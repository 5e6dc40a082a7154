import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Modal, type ModalProps, Text } from '../../design-system';

/** Keeps the open state so the modal can be closed and opened again. */
function Stateful(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        {...args}
        open={open}
        onDismiss={args.onDismiss ? () => setOpen(false) : undefined}
        actions={args.actions.map((a) => ({ ...a, onClick: () => setOpen(false) }))}
      />
    </>
  );
}

const meta = {
  title: 'Organisms/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Session ends soon',
    description: 'Your session ends in 4:59. Stay signed in?',
    onDismiss: () => {},
    actions: [{ label: 'Log out' }, { label: 'Stay signed in' }],
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};

export const WithBody: Story = {
  args: {
    role: 'dialog',
    size: 'medium',
    title: 'Customer care',
    description: undefined,
    children: <Text>Call 1-800-555-0142, Monday to Friday, 8 am to 8 pm Eastern.</Text>,
    actions: [{ label: 'OK' }],
  },
};

export const Busy: Story = {
  args: { busy: true, actions: [{ label: 'Cancel' }, { label: 'Save', state: 'loading' }] },
};

export const MustAnswer: Story = {
  args: { onDismiss: undefined, title: 'Place of use only', actions: [{ label: 'OK' }] },
};
