import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenewSessionPage } from '../../src/features/session/control/RenewSessionPage';
import { noop, withSelectionIntl } from './SelectionFixtures';

/** The renew-session modal: the username fixed, the password asked again. */
const meta = {
  title: 'Pages/Session/RenewSessionDialog',
  component: RenewSessionPage,
  decorators: [withSelectionIntl],
  args: { open: true, username: 'owner', busy: false, error: null, onRenew: noop, onLogout: noop },
} satisfies Meta<typeof RenewSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskPassword: Story = {};

export const WrongPassword: Story = { args: { error: 'Incorrect Password' } };

export const Renewing: Story = { args: { busy: true } };
