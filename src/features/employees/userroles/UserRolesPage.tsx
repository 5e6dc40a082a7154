import type { DataGridColumn } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { UserRoleRow } from '../../../domain/employees';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';

export interface UserRolesPageProps {
  list: ListState;
  paged: PagedList<UserRoleRow>;
}

/**
 * The user roles (issue 10), read-only: the merchant's roles with their rank (1 is the highest: a
 * role is given only at or below the giver's rank) and how many active employees hold each.
 */
export function UserRolesPage({ list, paged }: UserRolesPageProps) {
  const { t } = useT();
  const columns: DataGridColumn<UserRoleRow>[] = [
    { id: 'rank', header: t('UserRoles.Rank'), accessor: (r) => String(r.Rank), sortable: true },
    { id: 'name', header: t('UserRoles.Role'), accessor: (r) => r.Name, sortable: true },
    {
      id: 'employees',
      header: t('UserRoles.Employees'),
      accessor: (r) => String(r.EmployeeCount),
      sortable: true,
      align: 'right',
    },
  ];
  return (
    <ListScreenLayout
      label={t('UserRoles.GridLabel')}
      list={list}
      paged={paged}
      columns={columns}
      getRowId={(r) => String(r.RoleId)}
      searchLabel={t('UserRoles.Search')}
      emptyText={t('UserRoles.Empty')}
      loadErrorFallback={t('UserRoles.LoadError')}
    />
  );
}
