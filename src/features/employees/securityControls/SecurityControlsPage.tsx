import type { ChangeEvent } from 'react';
import { Stack, Switch, Text, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  countDigits,
  formatCount,
  formatMoney,
  type SecurityControlsForm,
  type SecurityEntry,
  securityControlsFormSchema,
} from '../../../domain/securityControls';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { type FormScreen, useFormScreen } from '../../../scaffold/form/useFormScreen';

export interface SecurityControlsPageProps {
  values: SecurityControlsForm;
  /** The entries the account's flags show (§4), in the screen's order. */
  entries: readonly SecurityEntry[];
  /** Why nothing can be changed (a company view without a store, a role that may not), or null. */
  readOnlyNotice: string | null;
  asOf: number | null;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: SecurityControlsForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
}

type FieldName = SecurityEntry['fields'][number];

/** The entries' words: switch label, and each field's label. */
const LABELS: Record<SecurityEntry['switch'] | FieldName, MessageKey> = {
  IsLimitChecksEnabled: 'SecurityControls.LimitOpenChecks',
  IsLimitClearItemsEnabled: 'SecurityControls.LimitClearItems',
  IsLimitDeleteTicketsEnabled: 'SecurityControls.LimitDeleteTickets',
  IsLimitMaxRefundAmountEnabled: 'SecurityControls.LimitMaxRefundAmount',
  IsLimitUserPermissionEnabled: 'SecurityControls.LimitUserPermission',
  MaxOpenChecks: 'SecurityControls.MaxOpenChecks',
  MaxClearItems: 'SecurityControls.MaxClearItems',
  MaxDeleteTickets: 'SecurityControls.MaxDeleteTickets',
  MaxTicketAmount: 'SecurityControls.MaxTicketAmount',
  MaxShiftAmount: 'SecurityControls.MaxShiftAmount',
};

const change = { shouldDirty: true, shouldValidate: true } as const;

/**
 * Security controls (3-settings §2, §4, §5): a switch per entry the account's flags show, with its
 * number field(s); turning a switch off clears them; counts are shown whole and amounts with 2
 * decimals when the field is left; Save only when changed and valid (the refund limit with an
 * amount); Cancel asks before discarding. Read-only with its reason above the fields.
 */
export function SecurityControlsPage(props: SecurityControlsPageProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: securityControlsFormSchema,
    values: props.values,
    readOnly: props.readOnlyNotice !== null,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  return (
    <FormScreenLayout
      screen={screen}
      label={t('SecurityControls.FormLabel')}
      failureFallback={t('SecurityControls.SaveFailed')}
      readOnlyNotice={props.readOnlyNotice ?? undefined}
      discardLabel={t('Form.Cancel')}
      asOf={props.asOf}
    >
      <Text as="p" tone="muted">
        {props.entries.length ? t('SecurityControls.Intro') : t('SecurityControls.NothingToControl')}
      </Text>
      {props.entries.map((entry) => (
        <SecurityEntryFields key={entry.switch} entry={entry} screen={screen} />
      ))}
    </FormScreenLayout>
  );
}

function SecurityEntryFields({
  entry,
  screen,
}: {
  entry: SecurityEntry;
  screen: FormScreen<SecurityControlsForm>;
}) {
  const { t } = useT();
  const { form, field, readOnly } = screen;
  const on = form.watch(entry.switch) === true;
  const format = entry.kind === 'money' ? formatMoney : formatCount;
  const bind = (name: FieldName) =>
    field(name, {
      // §5 a count is digits only: kept as typed without what is not a digit or a leading zero
      onChange:
        entry.kind === 'count'
          ? (e: ChangeEvent<HTMLInputElement>) => {
              const digits = countDigits(e.target.value);
              if (digits !== e.target.value) form.setValue(name, digits, change);
            }
          : undefined,
      onBlur: () => {
        const value = form.getValues(name);
        if (typeof value === 'string' && format(value) !== value) form.setValue(name, format(value), change);
      },
    });
  return (
    <Stack space="small">
      <Switch
        label={t(LABELS[entry.switch])}
        checked={on}
        disabled={readOnly}
        onCheckedChange={(checked) => {
          form.setValue(entry.switch, checked, change);
          // §4: turning a switch off clears its field(s)
          if (!checked) for (const name of entry.fields) form.setValue(name, '', change);
          else for (const name of entry.fields) void form.trigger(name);
        }}
      />
      {entry.kind === 'money' ? <Text tone="muted">{t('SecurityControls.RefundHint')}</Text> : null}
      {entry.kind === 'none' ? (
        <Text tone="muted">{t('SecurityControls.LimitUserPermissionHint')}</Text>
      ) : null}
      {entry.fields.map((name) => (
        <TextField
          key={name}
          label={t(LABELS[name])}
          inputMode={entry.kind === 'money' ? 'decimal' : 'numeric'}
          maxLength={entry.kind === 'money' ? 9 : undefined}
          required={on && entry.kind === 'count'}
          {...bind(name)}
          disabled={readOnly || !on}
        />
      ))}
    </Stack>
  );
}
