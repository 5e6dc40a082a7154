import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserRolesPage } from '../../src/features/employees/userroles/UserRolesPage';
import { userRoleListFixture, userRoleRowsFixture } from './employeeFixtures';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/UserRoles',
  component: UserRolesPage,
  decorators: [withIntl],
  args: { list: userRoleListFixture(), paged: pagedFixture(userRoleRowsFixture) },
} satisfies Meta<typeof UserRolesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor Bistro Group's roles by rank, with their active employees. */
export const Roles: Story = {};
