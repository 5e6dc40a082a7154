import { Alert, Button } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { StaleRecovery } from './staleRecord';

/**
 * What a form says after a stale save (someone else changed the record, 409): nothing was saved, and
 * "Load the latest version", which keeps the user's changes to apply over it (without a way to read
 * the record again, it says to reload); then, once loaded, that their changes are applied over the
 * latest version, to check and save. Shared by the form screen and the form dialog.
 */
export function StaleNotice({ stale, recovery }: { stale: boolean; recovery: StaleRecovery }) {
  const { t } = useT();
  if (recovery.step === 'reapplied')
    return (
      <Alert tone="info" onDismiss={recovery.dismiss}>
        {t('Form.Reapplied')}
      </Alert>
    );
  if (!stale) return null;
  return (
    <Alert
      tone="critical"
      title={t('Form.Stale')}
      action={
        recovery.step === 'stale' ? (
          <Button variant="soft" loading={recovery.loading} onClick={recovery.loadLatest}>
            {t('Form.LoadLatest')}
          </Button>
        ) : undefined
      }
    >
      {t(recovery.step === 'stale' ? 'Form.StaleKept' : 'Form.StaleReload')}
    </Alert>
  );
}
