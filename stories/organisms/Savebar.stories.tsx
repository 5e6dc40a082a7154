import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ConfirmButtonState, confirmButtonStates, Savebar, Stack, Text } from '../../design-system';

interface Args {
  saveState: ConfirmButtonState;
  withDelete: boolean;
  saveDisabled: boolean;
}

function Example({ saveState, withDelete, saveDisabled }: Args) {
  return (
    <Stack space="large">
      <Text>The form's fields scroll above the bar; the bar sticks to the bottom of the content.</Text>
      <Savebar.Root saveState={saveState} label="Discount">
        {withDelete ? <Savebar.Delete onClick={() => {}} /> : null}
        <Savebar.Discard onClick={() => {}} />
        <Savebar.Save onClick={() => {}} disabled={saveDisabled} />
      </Savebar.Root>
    </Stack>
  );
}

const meta = {
  title: 'Organisms/Savebar',
  component: Example,
  argTypes: { saveState: { control: 'inline-radio', options: confirmButtonStates } },
  args: { saveState: 'default', withDelete: true, saveDisabled: false },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewRecord: Story = { args: { withDelete: false } };
export const Saving: Story = { args: { saveState: 'loading' } };
export const Saved: Story = { args: { saveState: 'success' } };
export const Failed: Story = { args: { saveState: 'error' } };
export const NothingToSave: Story = { args: { saveDisabled: true } };
