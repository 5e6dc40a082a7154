import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmButtonState,
  confirmButtonStates,
  confirmDialogTones,
} from '../../design-system';

/** Keeps the open state so the dialog can be closed and opened again. */
function Stateful(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [state, setState] = useState<ConfirmButtonState>(args.confirmState ?? 'default');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete discount</Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        confirmState={state}
        onConfirm={() => {
          setState('loading');
          setTimeout(() => {
            setState('default');
            setOpen(false);
          }, 800);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Organisms/ConfirmDialog',
  component: ConfirmDialog,
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    confirmState: { control: 'inline-radio', options: confirmButtonStates },
  },
  args: {
    open: true,
    onOpenChange: () => {},
    onConfirm: () => {},
    title: 'Delete discount',
    message: 'The discount "Happy hour" will be removed from every store. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'critical',
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {};

export const Neutral: Story = {
  args: {
    tone: 'neutral',
    title: 'Pending changes',
    message: 'You have unsaved changes. Leave this page anyway?',
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
  },
};

export const DefaultLabels: Story = {
  args: {
    tone: 'neutral',
    confirmLabel: undefined,
    title: 'Session ends soon',
    message: 'Extend your session?',
  },
};

export const Confirming: Story = { args: { confirmState: 'loading' } };

export const Closed: Story = { args: { open: false } };
