import type { ListDefaults } from './listParams';

/**
 * The Employees and User roles lists (issue 10): their reads and sorts, apart from the employee's
 * rules (employees.ts, with yup), so that what a list screen needs stays small.
 */
export const employeePaths = {
  list: 'Employee/GetEmployees',
  metadata: 'Employee/GetMetadata',
  add: 'Employee/AddEmployee',
  update: 'Employee/UpdateEmployee',
  setActive: 'Employee/SetEmployeeActive',
  roles: 'UserRole/GetUserRoles',
} as const;

/** The columns the employee list may be sorted by. */
export const EMPLOYEE_SORT = ['name', 'role', 'active', 'lastClockIn'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORT)[number];

/** 25 rows ascending by name (last name, then first name). */
export const employeeListDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies EmployeeSort, direction: 'asc' },
  sortable: EMPLOYEE_SORT,
};

/** The columns the user role list may be sorted by. */
export const USER_ROLE_SORT = ['rank', 'name', 'employees'] as const;
export type UserRoleSort = (typeof USER_ROLE_SORT)[number];

/** Highest rank first (rank 1, the owner, on top). */
export const userRoleListDefaults: ListDefaults = {
  sort: { columnId: 'rank' satisfies UserRoleSort, direction: 'asc' },
  sortable: USER_ROLE_SORT,
};
