import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginErrorDialog } from '../../src/features/signin/login/LoginErrorDialog';
import { noop, withIntl } from './loginFixtures';

/** The login error modals (1-foundation.md §8): one per error code; a code the portal does not know says so plainly. */
const meta = {
  title: 'Pages/Login/LoginErrorDialog',
  component: LoginErrorDialog,
  decorators: [withIntl],
  args: { code: 'I', onClose: noop },
} satisfies Meta<typeof LoginErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IncorrectLogin: Story = {};
export const AccountNotApproved: Story = { args: { code: 'A' } };
export const NoFeatureForRole: Story = { args: { code: 'F' } };
export const DeactivatedMerchant: Story = { args: { code: 'X' } };
export const DeactivatedStore: Story = { args: { code: 'D' } };
/** N, M and S share the generic title with their own message. */
export const NoStoreAssigned: Story = { args: { code: 'S' } };
export const UnknownCode: Story = { args: { code: 'Q' } };
