import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmButton, type ConfirmButtonState, confirmButtonStates } from '../../design-system';

const meta = {
  title: 'Atoms/ConfirmButton',
  component: ConfirmButton,
  argTypes: { state: { control: 'inline-radio', options: confirmButtonStates } },
  args: { state: 'default', children: 'Save' },
} satisfies Meta<typeof ConfirmButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Success: Story = { args: { state: 'success', successDurationMs: 60_000 } };
export const ErrorState: Story = { args: { state: 'error' } };

function Simulated() {
  const [state, setState] = useState<ConfirmButtonState>('default');
  return (
    <ConfirmButton
      state={state}
      onTransitionToDefault={() => setState('default')}
      onClick={() => {
        setState('loading');
        setTimeout(() => setState('success'), 1000);
      }}
    >
      Save
    </ConfirmButton>
  );
}

export const Simulation: Story = { render: () => <Simulated /> };
