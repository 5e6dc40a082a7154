import type { ApiResult } from '../domain/contract';
import { employeePaths } from '../domain/employeeList';
import type { EmployeeActiveBody, EmployeeForm, EmployeeMetadata, EmployeeRow } from '../domain/employees';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The Employee and UserRole calls (docs/api.md "Employees and user roles"). */
export { employeePaths };

/** What an employee write changes: the employee list, the metadata, the user roles' counts. */
export const EMPLOYEE_READS = ['Employee/', 'UserRole/'] as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const employeeApi = {
  add: (body: EmployeeForm, options?: RequestOptions) =>
    http.write<ApiResult<EmployeeRow>>(employeePaths.add, body, options),
  update: (body: EmployeeForm, options?: RequestOptions) =>
    http.write<ApiResult<EmployeeRow>>(employeePaths.update, body, options),
  setActive: (body: EmployeeActiveBody, options?: RequestOptions) =>
    http.write<ApiResult<EmployeeRow>>(employeePaths.setActive, body, options),
};

/** The merchant's roles, the stores the user may assign and the user's rank. */
export function useEmployeeMetadata() {
  return useApiRead<ApiResult<EmployeeMetadata>>(employeePaths.metadata, {});
}
