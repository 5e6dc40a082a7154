import {
  Box,
  Button,
  Checkbox,
  NativeSelect,
  PasswordField,
  RequiredMark,
  Stack,
  Text,
  TextField,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  EMPLOYEE_EMAIL_MAX,
  EMPLOYEE_NAME_MAX,
  type EmployeeForm,
  type EmployeeMetadata,
  employeeSchema,
  PIN_MAX_DIGITS,
  type UserRole,
} from '../../../domain/employees';
import { FormDialog } from '../../../scaffold/form/FormDialog';
import { phoneField } from '../../../scaffold/form/phoneField';
import { phoneCountryOf } from '../../../domain/phone';

export interface EmployeeDialogProps {
  values: EmployeeForm;
  /** The roles the user may give (at or below their rank: assignableRoles). */
  roles: readonly UserRole[];
  /** The stores the user may assign. */
  stores: EmployeeMetadata['Stores'];
  /** An existing employee: active or not (the Deactivate or Reactivate action); undefined for a new one. */
  active?: boolean;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: EmployeeForm) => void;
  onCancel: () => void;
  /** The store's country (its merchant's): the phone's numbering plan. */
  countryId: number;
  /** Reads the record again: after a stale save the dialog offers the latest version. */
  reload?: () => Promise<unknown>;
  /** Asks to deactivate or reactivate the employee (the confirmation follows, in its own dialog). */
  onToggleActive?: () => void;
}

/**
 * The employee dialog (issue 10): first and last name, e-mail, phone, the role (only those at or
 * below the user's rank), the stores, the POS PIN (4–6 digits, masked with show/hide; blank on an
 * edit keeps it) and, for an existing employee, Deactivate or Reactivate. The server's refusals
 * (a PIN in use at a store, a role above the user's rank) show on their fields.
 */
export function EmployeeDialog(props: EmployeeDialogProps) {
  const { t, tData } = useT();
  const isNew = props.values.EmployeeId === 0;
  return (
    <FormDialog<EmployeeForm>
      title={t(isNew ? 'Employees.AddTitle' : 'Employees.EditTitle')}
      schema={employeeSchema}
      defaultValues={props.values}
      mutation={{ state: props.saveState, error: props.saveError }}
      onSubmit={props.onSubmit}
      submitLabel={t('Employees.Save')}
      cancelLabel={t('Employees.Cancel')}
      onCancel={props.onCancel}
      reload={props.reload}
      context={{ countryId: props.countryId }}
      failureFallback={t('Employees.SaveFailed')}
    >
      {(field, form) => {
        const storeIds = form.watch('StoreIds') ?? [];
        const storesError = form.formState.errors.StoreIds?.message;
        const setStores = (ids: number[]) =>
          form.setValue('StoreIds', ids, { shouldDirty: true, shouldValidate: true });
        return (
          <>
            <TextField
              label={t('Employees.FirstName')}
              required
              maxLength={EMPLOYEE_NAME_MAX}
              autoComplete="off"
              {...field('FirstName')}
            />
            <TextField
              label={t('Employees.LastName')}
              required
              maxLength={EMPLOYEE_NAME_MAX}
              autoComplete="off"
              {...field('LastName')}
            />
            <TextField
              label={t('Employees.Email')}
              type="email"
              maxLength={EMPLOYEE_EMAIL_MAX}
              autoComplete="off"
              {...field('Email')}
            />
            <TextField
              label={t('Employees.Phone')}
              type="tel"
              autoComplete="off"
              helperText={t('Employees.PhoneHelp')}
              {...field('Phone', phoneField(form, 'Phone', phoneCountryOf(props.countryId)))}
            />
            <NativeSelect
              label={t('Employees.Role')}
              required
              options={[
                { value: '0', label: t('Employees.ChooseRole') },
                ...props.roles.map((r) => ({ value: String(r.RoleId), label: r.Name })),
              ]}
              {...field('RoleId', { setValueAs: (v) => Number(v) })}
            />
            <Box as="fieldset" margin="none" padding="none" borderWidth="none">
              <Stack space="xsmall">
                <Box as="legend" padding="none">
                  <Text size="small" weight="medium">
                    {t('Employees.Stores')}
                    <RequiredMark required />
                  </Text>
                </Box>
                {props.stores.map((s) => (
                  <Checkbox
                    key={s.StoreId}
                    label={s.StoreName}
                    checked={storeIds.includes(s.StoreId)}
                    onCheckedChange={(on) =>
                      setStores(on ? [...storeIds, s.StoreId] : storeIds.filter((id) => id !== s.StoreId))
                    }
                  />
                ))}
                {storesError ? (
                  <Text size="small" tone="critical">
                    {tData(storesError)}
                  </Text>
                ) : null}
              </Stack>
            </Box>
            <PasswordField
              label={t('Employees.Pin')}
              required={isNew}
              maxLength={PIN_MAX_DIGITS}
              autoComplete="new-password"
              helperText={t(isNew ? 'Employees.PinHelp' : 'Employees.PinKeepHelp')}
              {...field('Pin')}
            />
            {props.onToggleActive ? (
              <Stack space="xsmall">
                <Text tone="muted">
                  {t(props.active ? 'Employees.StatusActive' : 'Employees.StatusInactive')}
                </Text>
                <Box>
                  <Button variant={props.active ? 'critical' : 'soft'} onClick={props.onToggleActive}>
                    {t(props.active ? 'Employees.Deactivate' : 'Employees.Reactivate')}
                  </Button>
                </Box>
              </Stack>
            ) : null}
          </>
        );
      }}
    </FormDialog>
  );
}
