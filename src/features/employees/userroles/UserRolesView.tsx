import { employeePaths } from '../../../api/employees';
import { userRoleListDefaults } from '../../../domain/employeeList';
import type { UserRoleRow } from '../../../domain/employees';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import type { ScreenProps } from '../../../scaffold/screen';
import { UserRolesPage } from './UserRolesPage';

/** The User roles screen's view (issue 10): the merchant's roles, server-paged (state in the URL). */
export function UserRolesView(_props: ScreenProps) {
  const list = useUrlListState(userRoleListDefaults);
  const paged = usePagedList<UserRoleRow>(employeePaths.roles, list.params);
  return <UserRolesPage list={list} paged={paged} />;
}
