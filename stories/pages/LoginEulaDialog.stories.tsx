import type { Meta, StoryObj } from '@storybook/react-vite';
import { EulaDialog } from '../../src/features/signin/licence/EulaDialog';
import { loginFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/EulaDialog',
  component: EulaDialog,
  decorators: [withIntl],
  args: { documentUrl: loginFixtures.eulaUrl, accepting: false, onAccept: noop, onDecline: noop },
} satisfies Meta<typeof EulaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accept is enabled once the read-instructions box is ticked. */
export const Pending: Story = {};
export const Accepting: Story = { args: { accepting: true } };
