import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultScheduleEnforcement, scheduleEnforcementFormOf } from '../../src/domain/scheduleEnforcement';
import { ScheduleEnforcementPage } from '../../src/features/employees/scheduleEnforcement/ScheduleEnforcementPage';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/ScheduleEnforcement',
  component: ScheduleEnforcementPage,
  decorators: [withIntl],
  args: {
    values: {
      isClockInEnforcementEnabled: true,
      clockIn: [-15, 10],
      isClockOutEnforcementEnabled: false,
      clockOut: [-5, 5],
      approval: 'yes',
    },
    asOf: null,
    saveState: 'default',
    saveError: null,
    onSubmit: () => {},
  },
} satisfies Meta<typeof ScheduleEnforcementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Defaults: Story = {
  args: { values: scheduleEnforcementFormOf(defaultScheduleEnforcement(1001, 2005)) },
};
export const Saving: Story = { args: { saveState: 'loading' } };
