import { useEffect } from 'react';
import { useT } from '../../i18n/IntlProvider';
import { onApiError } from '../api/http';
import { notify } from './toasts/notify';

/**
 * The one global handler for rejected calls (1-foundation.md §8): a toast with the server's message
 * (the text body of a 500); 404s and silent calls never reach it. A call that failed for want of a
 * network (status 0) is no error toast anywhere: the portal's offline notice says so once, and a
 * screen whose action failed offline says it in its own message (the login page's modal).
 */
export function GlobalErrorHandler() {
  const { t } = useT();
  useEffect(
    () =>
      onApiError((error) => {
        if (error.isOffline) return;
        const description = error.status === 401 ? t('Server.SessionRequired') : error.message;
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
