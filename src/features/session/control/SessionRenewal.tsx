import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n/IntlProvider';
import { sessionApi } from '../../../api/accountSession';
import { accountApi } from '../../../api/account';
import { readDeviceSession } from '../../../api/deviceSession';
import { noteIdleMinutes, startDeviceSession } from '../../../api/sessionWatch';
import { saveLastSessionUpdate, StorageKeys } from '../../../api/localState';
import { useApiMutation } from '../../../api/mutation';
import { setCacheScope } from '../../../api/scope';
import { useEndSession } from '../../../api/useLogout';
import { useOnline } from '../../../offline/network';
import { failureText } from '../../../scaffold/form/serverErrors';
import { finishRenewal, type Renewal, restoreLocalState } from './renewal';
import { RenewSessionPage } from './RenewSessionPage';
import { refreshCsrfToken } from './sessionCsrf';

/**
 * The renew-session modal of a session the idle timeout ended (1-foundation.md §4 "Session"), alone
 * on the page: nothing of the session shows behind it. The password signs the session in again
 * (with the csrf token the timeout took from storage); then its local state comes back, a new csrf
 * token, the device's session anew, and the store context is saved again (§4), and the portal loads
 * again. Logout ends it; so does the connection dropping (the renewal needs the server; offline the
 * login page shows, and nothing of the user, not even the name).
 */
export function SessionRenewal({ renewal }: { renewal: Renewal }) {
  const { t } = useT();
  const end = useEndSession();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const csrfToken = renewal.kept[StorageKeys.csrfToken];
  const renewCall = useApiMutation(
    'Account/RenewSession',
    (password: string, options) => sessionApi.renewSession(password, { ...options, csrfToken }),
    { silent: true },
  );

  const giveUp = (how: 'logout' | 'idle' | 'elsewhere') => {
    finishRenewal();
    void end(how);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the connection's state decides
  useEffect(() => {
    if (!online) giveUp('idle');
  }, [online]);

  const renew = async (password: string) => {
    // another log-on on this device since: its cookie is not this session's to renew
    if (readDeviceSession()) return giveUp('elsewhere');
    setBusy(true);
    setError(null);
    try {
      const outcome = await renewCall.trigger(password);
      if (!outcome.ok) {
        setError(failureText(outcome.error, t('Session.RenewFailed'), t('Http.Offline')));
        return;
      }
      restoreLocalState(renewal.kept);
      await refreshCsrfToken();
      setCacheScope(renewal.scope);
      startDeviceSession(renewal.user);
      noteIdleMinutes(renewal.idleMinutes);
      saveLastSessionUpdate();
      if (renewal.store) await accountApi.saveStoreContext(renewal.store, { silent: true }).catch(() => {});
      finishRenewal();
    } catch (err) {
      setError(failureText(err, t('Session.RenewFailed'), t('Http.Offline')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <RenewSessionPage
      open
      username={renewal.username}
      busy={busy}
      error={error}
      onRenew={renew}
      onLogout={() => giveUp('logout')}
    />
  );
}
