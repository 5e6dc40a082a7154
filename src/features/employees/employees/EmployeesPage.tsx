import { Button, type DataGridColumn } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { EmployeeRow } from '../../../domain/employees';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';
import { clockInText } from './clockIn';

export interface EmployeesPageProps {
  list: ListState;
  paged: PagedList<EmployeeRow>;
  /** Add stays disabled until the roles and stores the dialog offers have come. */
  mayAdd: boolean;
  onAdd: () => void;
  onOpen: (row: EmployeeRow) => void;
}

/**
 * The employee list (issue 10): search, Add employee, refresh and the server-paged grid of the
 * store's employees (every store's in a company view): name, role, active, last clock-in (the
 * store's time). A row opens the employee.
 */
export function EmployeesPage({ list, paged, mayAdd, onAdd, onOpen }: EmployeesPageProps) {
  const { t } = useT();
  const columns: DataGridColumn<EmployeeRow>[] = [
    {
      id: 'name',
      header: t('Employees.Name'),
      accessor: (r) => t('Employees.FullName', { first: r.FirstName, last: r.LastName }),
      sortable: true,
    },
    { id: 'role', header: t('Employees.Role'), accessor: (r) => r.RoleName, sortable: true },
    {
      id: 'active',
      header: t('Employees.Active'),
      accessor: (r) => t(r.IsActive ? 'Employees.ActiveYes' : 'Employees.ActiveNo'),
      sortable: true,
    },
    {
      id: 'lastClockIn',
      header: t('Employees.LastClockIn'),
      accessor: (r) => (r.LastClockIn ? clockInText(r.LastClockIn) : t('Employees.NeverClockedIn')),
      sortable: true,
      hideBelow: 'tablet',
    },
  ];
  return (
    <ListScreenLayout
      label={t('Employees.GridLabel')}
      list={list}
      paged={paged}
      columns={columns}
      getRowId={(r) => String(r.EmployeeId)}
      searchLabel={t('Employees.Search')}
      actions={
        <Button onClick={onAdd} disabled={!mayAdd}>
          {t('Employees.Add')}
        </Button>
      }
      onRowActivate={onOpen}
      emptyText={t('Employees.Empty')}
      loadErrorFallback={t('Employees.LoadError')}
    />
  );
}
