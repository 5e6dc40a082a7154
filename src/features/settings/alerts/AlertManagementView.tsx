import { Alert, Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { ALERT_READS, alertApi, alertPaths, useAlertConfiguration } from '../../../api/alerts';
import { useApiMutation } from '../../../api/mutation';
import { type AlertConfigurationForm, entriesForSave } from '../../../domain/alertConfiguration';
import { failureText } from '../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import type { ScreenProps } from '../../../scaffold/screen';
import { AlertManagementPage } from './AlertManagementPage';

/**
 * The Alert management view (3-settings-and-employees.md §2, §7): the store's configuration, and its
 * save (UpdateAlertConfiguration with the read's ConcurrencyChecksum), read again after.
 */
export function AlertManagementView(_: ScreenProps) {
  const { t } = useT();
  const read = useAlertConfiguration();
  const save = useApiMutation(alertPaths.update, alertApi.update, { revalidate: ALERT_READS, silent: true });

  if (read.error)
    return (
      <Alert tone="critical">
        {failureText(read.error, t('AlertManagement.LoadError'), t('Http.Offline'))}
      </Alert>
    );
  const loaded = read.data;
  // an answer kept on the device from before the read answered §3's list waits for the fresh one
  const placeholder = <Spinner label={t('AlertManagement.FormLabel')} />;
  if (!Array.isArray(loaded?.Entity)) return placeholder;
  const values: AlertConfigurationForm = {
    AlertConfigurations: loaded.Entity,
    ConcurrencyChecksum: loaded.ConcurrencyChecksum,
  };
  return (
    <RevealInTransition fallback={placeholder}>
      <AlertManagementPage
        values={values}
        readOnly={!loaded.MayEdit}
        asOf={read.fetchedAt}
        saveState={save.state}
        saveError={save.error}
        onSubmit={(v) =>
          void save.trigger({ ...v, AlertConfigurations: entriesForSave(v.AlertConfigurations) })
        }
        reload={() => read.mutate()}
      />
    </RevealInTransition>
  );
}
