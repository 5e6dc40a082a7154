import { NativeSelect, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  availableTypesOf,
  PAY_CODE_DESCRIPTION_MAX,
  PAY_CODE_NAME_MAX,
  type PayCodeForm,
  payCodeSchema,
  payCodeTypeKey,
  payCodeTypes,
} from '../../../domain/payCode';
import { FormDialog } from '../../../scaffold/form/FormDialog';

export interface PayCodeDialogProps {
  values: PayCodeForm;
  isNew: boolean;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: PayCodeForm) => void;
  onCancel: () => void;
  /** Reads the record again: after a stale save the dialog offers the latest version. */
  reload?: () => Promise<unknown>;
}

const typeOfText = (v: unknown) => (v === '' || v == null ? null : Number(v));

/**
 * The pay code modal (3-settings-and-employees.md §2, §5): name (required, not blank, at most 10,
 * unique whatever its case: the server's answer shows on the field), description (required, at most
 * 30) and type (pay-out or pay-in; SAFEDROP only pay-out).
 */
export function PayCodeDialog(props: PayCodeDialogProps) {
  const { t } = useT();
  return (
    <FormDialog<PayCodeForm>
      title={t(props.isNew ? 'PayCode.AddTitle' : 'PayCode.EditTitle')}
      schema={payCodeSchema}
      defaultValues={props.values}
      mutation={{ state: props.saveState, error: props.saveError }}
      onSubmit={props.onSubmit}
      submitLabel={t('PayCode.Save')}
      cancelLabel={t('PayCode.Cancel')}
      onCancel={props.onCancel}
      reload={props.reload}
      failureFallback={t('PayCode.SaveFailed')}
    >
      {(field, form) => {
        const types = availableTypesOf(form.watch('Name') ?? '');
        return (
          <>
            <TextField
              label={t('PayCode.Name')}
              required
              maxLength={PAY_CODE_NAME_MAX}
              autoComplete="off"
              helperText={t('PayCode.NameHelp')}
              {...field('Name', { deps: ['Type'] })}
            />
            <TextField
              label={t('PayCode.Description')}
              required
              maxLength={PAY_CODE_DESCRIPTION_MAX}
              autoComplete="off"
              {...field('Description')}
            />
            <NativeSelect
              label={t('PayCode.Type')}
              required
              options={payCodeTypes.map((type) => ({
                value: String(type),
                label: t(payCodeTypeKey(type)),
                disabled: !types.includes(type),
              }))}
              {...field('Type', { setValueAs: typeOfText })}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
