import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtendSessionPage } from '../../src/features/session/control/ExtendSessionPage';
import { noop, withSelectionIntl } from './SelectionFixtures';

/** The extend-session prompt: a minutes:seconds countdown, Extend and Log out. */
const meta = {
  title: 'Pages/Session/ExtendSessionDialog',
  component: ExtendSessionPage,
  decorators: [withSelectionIntl],
  args: { open: true, secondsLeft: 300, busy: false, onExtend: noop, onLogout: noop },
} satisfies Meta<typeof ExtendSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A portal timeout above 5 minutes: 5:00. */
export const FiveMinutes: Story = {};

/** A short timeout: one minute. */
export const OneMinute: Story = { args: { secondsLeft: 60 } };

export const AlmostOver: Story = { args: { secondsLeft: 7 } };

export const Extending: Story = { args: { busy: true, secondsLeft: 241 } };
