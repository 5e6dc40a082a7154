import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/IntlProvider';
import { accountApi } from '../../../api/account';
import { readLastSessionUpdate, readStoredUsername, saveLastSessionUpdate } from '../../../api/localState';
import { keepCsrfToken } from '../../../api/csrf';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import { failureText } from '../../../scaffold/form/serverErrors';
import { checkSession, extendCountdownSeconds, SESSION_CHECK_INTERVAL_MS } from '../../../domain/session';
import { ExtendSessionPage } from './ExtendSessionPage';
import { RenewSessionPage } from './RenewSessionPage';
import { type SessionTimer, systemTimer } from './sessionClock';
import { useLogout } from '../../../api/useLogout';

/** Told to the embedded frame (through the shell) when the csrf token changes: detail { token }. */
export const CSRF_CHANGED_EVENT = 'backroom:csrf-changed';

export interface SessionControlProps {
  /** The portal timeout in minutes (portal data `timeout`). */
  timeoutMinutes: number;
  /** The signed-in user's name for the renew modal; the stored username when empty. */
  username: string;
  /** The clock and intervals (tests move them by hand); the system's by default. */
  timer?: SessionTimer;
}

type Phase = 'active' | 'extend' | 'renew';

/** Fetches a new csrf token, keeps it and tells the frame. */
async function refreshCsrfToken() {
  const answer = await accountApi.getCsrfToken();
  if (answer.Entity) {
    keepCsrfToken(answer.Entity);
    window.dispatchEvent(new CustomEvent(CSRF_CHANGED_EVENT, { detail: { token: answer.Entity } }));
  }
}

/**
 * Session control of 1-foundation.md §4 "Session", mounted once inside the portal: a 60-second
 * timer (checkSession of src/domain/session.ts) over the stored activity time, which a click
 * resets; a keep-alive call when due; the extend prompt counting down, and at zero the renew modal.
 */
export function SessionControl({ timeoutMinutes, username, timer = systemTimer }: SessionControlProps) {
  const { t } = useT();
  const portal = usePortalData();
  const logout = useLogout();
  const [phase, setPhase] = useState<Phase>('active');
  const [deadline, setDeadline] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const renewal = useApiMutation('Account/RenewSession', accountApi.renewSession, { silent: true });
  const storeSave = useApiMutation('Account/SaveStoreContext', accountApi.saveStoreContext, { silent: true });
  const [busy, setBusy] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  const phaseRef = useRef<Phase>('active');
  phaseRef.current = phase;
  /** When the server last saw the session (mount, keep-alive, extend, renew). */
  const lastServerTouch = useRef(timer.now());

  const openRenew = useCallback(() => {
    setRenewError(null);
    setPhase('renew');
  }, []);

  useEffect(() => {
    if (readLastSessionUpdate() === null) saveLastSessionUpdate(timer.now());
  }, [timer]);

  // A click resets the local activity time (not while a session modal waits for an answer).
  useEffect(() => {
    const onClick = () => {
      if (phaseRef.current === 'active') saveLastSessionUpdate(timer.now());
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [timer]);

  // The background timer.
  useEffect(() => {
    const tick = () => {
      if (phaseRef.current === 'renew') return;
      const now = timer.now();
      const lastUpdate = readLastSessionUpdate() ?? now;
      const check = checkSession({
        now,
        lastUpdate,
        lastServerTouch: lastServerTouch.current,
        limitMinutes: timeoutMinutes,
      });
      if (check.expired) {
        openRenew();
        return;
      }
      if (check.warn && phaseRef.current === 'active') {
        const seconds = extendCountdownSeconds(timeoutMinutes);
        setDeadline(now + seconds * 1000);
        setSecondsLeft(seconds);
        setPhase('extend');
      }
      // Only activity the server has not seen is worth a keep-alive: an idle session may end.
      if (check.keepAlive && lastUpdate > lastServerTouch.current) {
        lastServerTouch.current = now;
        void accountApi.keepAlive().catch(() => undefined);
      }
    };
    return timer.every(SESSION_CHECK_INTERVAL_MS, tick);
  }, [timeoutMinutes, openRenew, timer]);

  // The extend prompt's countdown; at zero it closes and the renew modal opens.
  useEffect(() => {
    if (phase !== 'extend') return;
    return timer.every(1000, () => {
      const left = Math.max(0, Math.ceil((deadline - timer.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) openRenew();
    });
  }, [phase, deadline, openRenew, timer]);

  const touched = () => {
    const now = timer.now();
    saveLastSessionUpdate(now);
    lastServerTouch.current = now;
  };

  /** Extend: renew the live session (no password), then a new csrf token; an ended session needs the password. */
  const extend = async () => {
    setBusy(true);
    try {
      const outcome = await renewal.trigger(null);
      if (!outcome.ok) return openRenew();
      await refreshCsrfToken();
      touched();
      setPhase('active');
    } catch {
      openRenew();
    } finally {
      setBusy(false);
    }
  };

  /** Renew: the password signs the session in again; then a new csrf token and the store context saved again (§4). */
  const renew = async (password: string) => {
    setBusy(true);
    setRenewError(null);
    try {
      const outcome = await renewal.trigger(password);
      if (!outcome.ok) {
        setRenewError(failureText(outcome.error, t('Session.RenewFailed'), t('Http.Offline')));
        return;
      }
      await refreshCsrfToken();
      touched();
      const data = portal.data;
      if (data && (data.storeId || data.merhantId)) {
        await storeSave.trigger({
          StoreId: data.storeId ?? 0,
          StoreCode: data.storeCode,
          StoreName: data.storeName,
          OverrideMerchantId: data.merhantId,
        });
      }
      setPhase('active');
    } catch (err) {
      setRenewError(failureText(err, t('Session.RenewFailed'), t('Http.Offline')));
    } finally {
      setBusy(false);
    }
  };

  const onLogout = () => {
    setPhase('active');
    void logout();
  };

  return (
    <>
      <ExtendSessionPage
        open={phase === 'extend'}
        secondsLeft={secondsLeft}
        busy={busy}
        onExtend={extend}
        onLogout={onLogout}
      />
      <RenewSessionPage
        open={phase === 'renew'}
        username={username || readStoredUsername()}
        busy={busy}
        error={renewError}
        onRenew={renew}
        onLogout={onLogout}
      />
    </>
  );
}
