import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '../../src/api/http';
import {
  defaultSecurityControls,
  securityControlsFormOf,
  securityEntries,
} from '../../src/domain/securityControls';
import { SecurityControlsPage } from '../../src/features/employees/securityControls/SecurityControlsPage';
import { withIntl } from './shellPageFixtures';

const harborDowntown = securityControlsFormOf({
  ...defaultSecurityControls(2001),
  IsLimitChecksEnabled: true,
  MaxOpenChecks: 25,
  IsLimitMaxRefundAmountEnabled: true,
  MaxTicketAmount: 150,
  MaxShiftAmount: 500,
});

const meta = {
  title: 'Pages/SecurityControls',
  component: SecurityControlsPage,
  decorators: [withIntl],
  args: {
    values: harborDowntown,
    entries: securityEntries,
    readOnlyNotice: null,
    asOf: null,
    saveState: 'default',
    saveError: null,
    onSubmit: () => {},
  },
} satisfies Meta<typeof SecurityControlsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Defaults: Story = { args: { values: securityControlsFormOf(defaultSecurityControls(2005)) } };
export const UserPermissionOnly: Story = { args: { entries: securityEntries.slice(4) } };
export const CompanyView: Story = {
  args: { readOnlyNotice: 'Choose a store to change its security controls.' },
};
export const SaveRefused: Story = {
  args: {
    saveState: 'error',
    saveError: new ApiRequestError(
      409,
      'Someone else changed these security controls. Reload to see their changes, then save again.',
      'SecurityControls.StaleChecksum',
    ),
  },
};
