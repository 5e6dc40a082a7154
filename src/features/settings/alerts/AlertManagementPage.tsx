import { Card, Stack, Switch, Text, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  AlertDefinition,
  type AlertConfigurationForm,
  alertConfigurationSchema,
  alertHelpKey,
  alertNameKey,
  hasThreshold,
  SubscriptionStatus,
  thresholdOfText,
} from '../../../domain/alertConfiguration';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { useFormScreen } from '../../../scaffold/form/useFormScreen';

export interface AlertManagementPageProps {
  values: AlertConfigurationForm;
  /** §6: a company view of several sites may not save. */
  readOnly: boolean;
  asOf: number | null;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: AlertConfigurationForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
}

/**
 * The Alert management form (3-settings-and-employees.md §2, §4, §5): the five alerts, each with its
 * switch (the always-subscribed one stays on), and the percent threshold of the alerts that compare
 * a figure, active and required only while the switch is on. Save only when changed and valid.
 */
export function AlertManagementPage(props: AlertManagementPageProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: alertConfigurationSchema,
    values: props.values,
    readOnly: props.readOnly,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { form, field } = screen;
  const entries = form.watch('AlertConfigurations') ?? [];
  return (
    <FormScreenLayout
      screen={screen}
      label={t('AlertManagement.FormLabel')}
      failureFallback={t('AlertManagement.SaveFailed')}
      readOnlyNotice={t('AlertManagement.CompanyViewNotice')}
      asOf={props.asOf}
    >
      {entries.map((entry, i) => {
        const alert = entry.AlertDefinitionId;
        const always = alert === AlertDefinition.AlwaysSubscribed;
        const on = entry.SubscriptionStatus === SubscriptionStatus.On;
        const threshold = `AlertConfigurations.${i}.PercentThreshold` as const;
        return (
          <Card key={alert} title={t(alertNameKey(alert))}>
            <Stack space="medium">
              <Text tone="muted">{t(alertHelpKey(alert))}</Text>
              <Switch
                label={t(always ? 'AlertManagement.AlwaysSubscribed' : 'AlertManagement.SubscribeTo', {
                  alert: t(alertNameKey(alert)),
                })}
                checked={on}
                disabled={always || screen.readOnly}
                onCheckedChange={(checked) => {
                  form.setValue(
                    `AlertConfigurations.${i}.SubscriptionStatus`,
                    checked ? SubscriptionStatus.On : SubscriptionStatus.Off,
                    { shouldDirty: true },
                  );
                  void form.trigger(threshold);
                }}
              />
              {hasThreshold(alert) ? (
                <TextField
                  label={t('AlertManagement.ThresholdOf', { alert: t(alertNameKey(alert)) })}
                  inputMode="numeric"
                  maxLength={2}
                  autoComplete="off"
                  required={on}
                  helperText={t('AlertManagement.ThresholdHelp')}
                  {...field(threshold, { setValueAs: thresholdOfText })}
                  disabled={screen.readOnly || !on}
                />
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </FormScreenLayout>
  );
}
