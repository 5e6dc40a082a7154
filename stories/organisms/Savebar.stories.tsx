import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type ConfirmButtonState, confirmButtonStates, Savebar, Stack, Text } from '../../design-system';

function Simulated() {
  const [state, setState] = useState<ConfirmButtonState>('default');
  return (
    <Stack space="large">
      {Array.from({ length: 12 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static filler
        <Text key={i}>Form content that scrolls under the bar.</Text>
      ))}
      <Savebar
        saveState={state}
        onSaveStateReset={() => setState('default')}
        onDiscard={() => setState('default')}
        onSave={() => {
          setState('loading');
          setTimeout(() => setState('success'), 1000);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Organisms/Savebar',
  component: Savebar,
  argTypes: { saveState: { control: 'inline-radio', options: confirmButtonStates } },
  args: { saveState: 'default', onSave: () => {}, onDiscard: () => {} },
} satisfies Meta<typeof Savebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { saveState: 'loading' } };
export const Saved: Story = { args: { saveState: 'success' } };
export const Failed: Story = { args: { saveState: 'error' } };
export const NothingToSave: Story = { args: { saveDisabled: true, discardDisabled: true } };
export const CustomLabels: Story = { args: { saveLabel: 'Publish', discardLabel: 'Cancel' } };
export const StickyInAForm: Story = { render: () => <Simulated /> };
