import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordDialog } from '../../src/features/signin/password/ChangePasswordDialog';
import { loginFixtures, mutationFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ChangePasswordDialog',
  component: ChangePasswordDialog,
  decorators: [withIntl],
  args: {
    reason: 'required',
    username: loginFixtures.username,
    mutation: mutationFixtures.idle,
    onSubmit: noop,
    onCancel: noop,
    onContinue: noop,
  },
} satisfies Meta<typeof ChangePasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At login, when a change is required. */
export const Required: Story = {};
/** From the user menu: the user's own choice. */
export const Chosen: Story = { args: { reason: 'chosen' } };
export const Saving: Story = { args: { mutation: mutationFixtures.saving } };
/** Without a server message: the default "Unable to change password". */
export const Failed: Story = { args: { mutation: mutationFixtures.refusedWithoutMessage } };
export const FailedWithServerMessage: Story = {
  args: { mutation: mutationFixtures.refused('The old password is incorrect.') },
};
export const Offline: Story = { args: { mutation: mutationFixtures.offline } };
export const Success: Story = { args: { mutation: mutationFixtures.done } };
