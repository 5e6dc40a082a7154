import { useEffect } from 'react';
import { useT } from '../../i18n/IntlProvider';
import { onApiError } from '../api/http';
import { notify } from './toasts/notify';

/**
 * The one global handler for rejected calls (1-foundation.md §8): a toast with the server's message
 * (the text body of a 500); 404s and silent calls never reach it.
 */
export function GlobalErrorHandler() {
  const { t } = useT();
  useEffect(
    () =>
      onApiError((error) => {
        const description = error.isOffline
          ? t('Http.Offline')
          : error.status === 401
            ? t('Server.SessionRequired')
            : error.message;
        notify({
          type: 'error',
          id: `${error.status}:${description}`,
          title: t('Http.ErrorTitle'),
          description,
        });
      }),
    [t],
  );
  return null;
}
