import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignableRoles, employeeFormOf, newEmployeeForm } from '../../src/domain/employees';
import { EmployeeDialog } from '../../src/features/employees/employees/EmployeeDialog';
import { employeeMetadataFixture, employeeRowsFixture } from './employeeFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/EmployeeDialog',
  component: EmployeeDialog,
  decorators: [withIntl],
  args: {
    countryId: 840,
    values: employeeFormOf(employeeRowsFixture[2], 840),
    roles: assignableRoles(employeeMetadataFixture.Roles, employeeMetadataFixture.AssignerRank),
    stores: employeeMetadataFixture.Stores,
    active: true,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onCancel: noop,
    onToggleActive: noop,
  },
} satisfies Meta<typeof EmployeeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit: Casey Carver, a Server; the roles a General Manager may give; the PIN kept unless typed. */
export const Edit: Story = {};
/** Add: the session's store preselected, a PIN required. */
export const Add: Story = {
  args: { values: newEmployeeForm(2001), active: undefined, onToggleActive: undefined },
};
