import { useSyncExternalStore } from 'react';
import { Alert, Box, Button } from '../../design-system';
import { useT } from '../../i18n/IntlProvider';
import { updateStore } from '../offline/serviceWorker';
import * as styles from './UpdatePrompt.css';

/** Offers the new version of the portal when the service worker has one waiting. */
export function UpdatePrompt() {
  const { t } = useT();
  const { apply } = useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get);
  if (!apply) return null;
  return (
    <Box className={styles.prompt}>
      <Alert
        tone="info"
        title={t('Update.Title')}
        action={
          <Button size="small" onClick={apply}>
            {t('Update.Reload')}
          </Button>
        }
      >
        {t('Update.Message')}
      </Alert>
    </Box>
  );
}
