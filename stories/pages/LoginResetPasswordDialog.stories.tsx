import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordDialog } from '../../src/features/signin/password/ResetPasswordDialog';
import { loginFixtures, mutationFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/ResetPasswordDialog',
  component: ResetPasswordDialog,
  decorators: [withIntl],
  args: { mutation: mutationFixtures.idle, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ResetPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { mutation: mutationFixtures.saving } };
export const ExpiredLink: Story = {
  args: { mutation: mutationFixtures.refused(loginFixtures.serverMessage) },
};
