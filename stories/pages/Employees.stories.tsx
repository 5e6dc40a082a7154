import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeesPage } from '../../src/features/employees/employees/EmployeesPage';
import { employeeListFixture, employeeRowsFixture } from './employeeFixtures';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/Employees',
  component: EmployeesPage,
  decorators: [withIntl],
  args: {
    list: employeeListFixture(),
    paged: pagedFixture(employeeRowsFixture, 10),
    mayAdd: true,
    onAdd: noop,
    onOpen: noop,
  },
} satisfies Meta<typeof EmployeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor Downtown's employees: name, role, active, last clock-in in the store's time. */
export const Store: Story = {};
/** Nothing matches the search. */
export const Empty: Story = { args: { paged: pagedFixture([]) } };
