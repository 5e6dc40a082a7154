import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  type ConfirmButtonState,
  confirmButtonStates,
  Savebar,
  Stack,
  Text,
} from '../../design-system';

interface Args {
  saveState: ConfirmButtonState;
  withDelete: boolean;
  saveDisabled: boolean;
  /** The form's status beside the buttons: none, unsaved changes, or a rule broken. */
  status: 'none' | 'unsaved' | 'blocked';
}

function Example({ saveState, withDelete, saveDisabled, status }: Args) {
  return (
    <Stack space="large">
      <Text>The form's fields scroll above the bar; the bar sticks to the bottom of the content.</Text>
      <Savebar.Root saveState={saveState} label="Discount">
        {withDelete ? <Savebar.Delete onClick={() => {}} /> : null}
        {status === 'none' ? null : (
          <Savebar.Status
            tone={status === 'blocked' ? 'attention' : 'neutral'}
            action={
              status === 'blocked' ? (
                <Button variant="ghost" size="small" onClick={() => {}}>
                  Show them
                </Button>
              ) : undefined
            }
          >
            {status === 'blocked' ? 'Fix the fields in error to save.' : 'Unsaved changes'}
          </Savebar.Status>
        )}
        <Savebar.Discard onClick={() => {}} />
        <Savebar.Save onClick={() => {}} disabled={saveDisabled} />
      </Savebar.Root>
    </Stack>
  );
}

const meta = {
  title: 'Organisms/Savebar',
  component: Example,
  argTypes: {
    saveState: { control: 'inline-radio', options: confirmButtonStates },
    status: { control: 'inline-radio', options: ['none', 'unsaved', 'blocked'] },
  },
  args: { saveState: 'default', withDelete: true, saveDisabled: false, status: 'none' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewRecord: Story = { args: { withDelete: false } };
export const Saving: Story = { args: { saveState: 'loading' } };
export const Saved: Story = { args: { saveState: 'success' } };
export const Failed: Story = { args: { saveState: 'error' } };
export const NothingToSave: Story = { args: { saveDisabled: true } };
export const UnsavedChanges: Story = { args: { status: 'unsaved' } };
export const RuleBroken: Story = { args: { status: 'blocked', saveDisabled: true } };
