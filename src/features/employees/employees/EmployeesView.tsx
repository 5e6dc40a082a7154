import { Suspense, useState } from 'react';
import { ConfirmDialog, lazyPreloadable, Modal, useWhenIdle } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { EMPLOYEE_READS, employeeApi, employeePaths, useEmployeeMetadata } from '../../../api/employees';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import { employeeListDefaults } from '../../../domain/employeeList';
import {
  assignableRoles,
  type EmployeeForm,
  type EmployeeRow,
  employeeFormOf,
  newEmployeeForm,
} from '../../../domain/employees';
import { failureText } from '../../../scaffold/form/serverErrors';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import type { ScreenProps } from '../../../scaffold/screen';
import { EmployeesPage } from './EmployeesPage';

/** The employee dialog (a form) loads apart from the list, once the screen has settled or when opened. */
const EmployeeDialog = lazyPreloadable(() => import('./EmployeeDialog').then((m) => m.EmployeeDialog));
const PRELOAD_DIALOG = [EmployeeDialog.preload];

/** What is open over the list: the dialog (a new employee: row null), or the (de)activation's confirmation. */
type Open =
  | { kind: 'edit'; row: EmployeeRow | null }
  | { kind: 'confirm'; row: EmployeeRow }
  | { kind: 'readOnly'; row: EmployeeRow }
  | null;

/**
 * The Employees screen's view (issue 10): the server-paged list (state in the URL) of the session's
 * store (every store's in a company view), the metadata (roles, stores, the user's rank), the
 * employee dialog (add, edit) and the soft deactivation or reactivation, confirmed first.
 */
export function EmployeesView(_props: ScreenProps) {
  const { t } = useT();
  const list = useUrlListState(employeeListDefaults);
  const paged = usePagedList<EmployeeRow>(employeePaths.list, list.params);
  const metadata = useEmployeeMetadata().data?.Entity;
  // the store's country (its merchant's): the phone's numbering plan
  const portal = usePortalData().data;
  const countryId = portal?.countryId ?? 840;
  const [open, setOpen] = useState<Open>(null);
  useWhenIdle(PRELOAD_DIALOG);
  const options = { revalidate: EMPLOYEE_READS, silent: true } as const;
  const add = useApiMutation(employeePaths.add, employeeApi.add, options);
  const update = useApiMutation(employeePaths.update, employeeApi.update, options);
  const setActive = useApiMutation(employeePaths.setActive, employeeApi.setActive, options);
  const opened = open?.kind === 'edit' ? open.row : null;
  // the employee as the list has it now (read again after a stale save), else as it was opened
  const editing = opened ? (paged.rows.find((r) => r.EmployeeId === opened.EmployeeId) ?? opened) : null;
  const save = editing ? update : add;

  const openRow = (row: EmployeeRow | null) => {
    add.reset();
    update.reset();
    setActive.reset();
    if (row && !row.MayEdit) setOpen({ kind: 'readOnly', row });
    else setOpen({ kind: 'edit', row });
  };
  const onSave = async (form: EmployeeForm) => {
    if ((await save.trigger(form)).ok) setOpen(null);
  };
  const onToggle = async (row: EmployeeRow) => {
    const outcome = await setActive.trigger({
      EmployeeId: row.EmployeeId,
      IsActive: !row.IsActive,
      ConcurrencyChecksum: row.ConcurrencyChecksum,
    });
    if (outcome.ok) setOpen(null);
  };
  const close = () => setOpen(null);

  return (
    <>
      <EmployeesPage
        list={list}
        paged={paged}
        mayAdd={metadata !== undefined}
        onAdd={() => openRow(null)}
        onOpen={openRow}
      />
      {open?.kind === 'edit' && metadata ? (
        <Suspense fallback={null}>
          <EmployeeDialog
            key={editing?.EmployeeId ?? 0}
            values={editing ? employeeFormOf(editing, countryId) : newEmployeeForm(metadata.StoreId)}
            countryId={countryId}
            roles={assignableRoles(metadata.Roles, metadata.AssignerRank)}
            stores={metadata.Stores}
            active={editing?.IsActive}
            saveState={save.state}
            saveError={save.error}
            onSubmit={(v) => void onSave(v)}
            onCancel={close}
            reload={editing ? paged.reload : undefined}
            onToggleActive={editing ? () => setOpen({ kind: 'confirm', row: editing }) : undefined}
          />
        </Suspense>
      ) : null}
      {open?.kind === 'confirm' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => (o ? undefined : close())}
          title={t(open.row.IsActive ? 'Employees.DeactivateTitle' : 'Employees.ReactivateTitle')}
          message={
            setActive.state === 'error'
              ? failureText(setActive.error, t('Employees.SaveFailed'), t('Http.Offline'))
              : t(open.row.IsActive ? 'Employees.DeactivateMessage' : 'Employees.ReactivateMessage', {
                  name: t('Employees.FullName', { first: open.row.FirstName, last: open.row.LastName }),
                })
          }
          confirmLabel={t(open.row.IsActive ? 'Employees.Deactivate' : 'Employees.Reactivate')}
          cancelLabel={t('Employees.Cancel')}
          tone={open.row.IsActive ? 'critical' : 'neutral'}
          confirmState={setActive.state === 'loading' ? 'loading' : 'default'}
          onConfirm={() => void onToggle(open.row)}
        />
      ) : null}
      {open?.kind === 'readOnly' ? (
        <Modal
          open
          role="dialog"
          title={t('Employees.FullName', { first: open.row.FirstName, last: open.row.LastName })}
          description={t('Employees.RoleAboveRank')}
          onDismiss={close}
          actions={[{ label: t('Employees.Close'), onClick: close }]}
        />
      ) : null}
    </>
  );
}
