import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionApi } from '../../../api/accountSession';
import type { StoreContext } from '../../../api/account';
import { readDeviceSession } from '../../../api/deviceSession';
import { noteIdleMinutes } from '../../../api/sessionWatch';
import { readLastSessionUpdate, saveLastSessionUpdate, StorageKeys } from '../../../api/localState';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import { cacheScope } from '../../../api/scope';
import { useEndSession, useForgetSession } from '../../../api/useLogout';
import { checkSession, extendCountdownSeconds, SESSION_CHECK_INTERVAL_MS } from '../../../domain/session';
import { type SessionEnding, sessionEndingOf } from '../../../domain/sessionEnding';
import type { PortalData } from '../../../domain/portalData';
import { networkStore } from '../../../offline/network';
import { ExtendSessionPage } from './ExtendSessionPage';
import { awaitRenewal, takeLocalState } from './renewal';
import { refreshCsrfToken } from './sessionCsrf';
import { type SessionTimer, systemTimer } from './sessionClock';

export { CSRF_CHANGED_EVENT } from './sessionCsrf';

export interface SessionControlProps {
  /** The portal timeout in minutes (portal data `timeout`). */
  timeoutMinutes: number;
  /** The signed-in user's name for the renew modal. */
  username: string;
  /** The clock and intervals (tests move them by hand); the system's by default. */
  timer?: SessionTimer;
}

/** The session's store, saved again after a renewal (1-foundation.md §4). */
function storeContextOf(data: PortalData | undefined): StoreContext | null {
  if (!data || !(data.storeId || data.merhantId)) return null;
  return {
    StoreId: data.storeId ?? 0,
    StoreCode: data.storeCode,
    StoreName: data.storeName,
    OverrideMerchantId: data.merhantId,
  };
}

/**
 * Session control of 1-foundation.md §4 "Session", mounted once inside the portal: a 60-second
 * timer (checkSession of src/domain/session.ts) over the stored activity time, which a click
 * resets, checked again at once when the page comes back to view (a tablet waking); a keep-alive
 * call when due; the extend prompt counting down. When the session is over by its own clock
 * (sessionEndingOf) it ends: past its absolute lifetime, or idle while offline, for good (the login
 * page); idle online, everything of it goes from the screen and the device and the renew-session
 * modal asks for the password (SessionRenewal), the server ending it too (Account/ExpireSession).
 */
export function SessionControl({ timeoutMinutes, username, timer = systemTimer }: SessionControlProps) {
  const portal = usePortalData();
  const end = useEndSession();
  const forget = useForgetSession();
  const [extending, setExtending] = useState(false);
  const [deadline, setDeadline] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const renewal = useApiMutation('Account/RenewSession', sessionApi.renewSession, { silent: true });
  const [busy, setBusy] = useState(false);
  const extendingRef = useRef(false);
  extendingRef.current = extending;
  /** Set once the session has ended here: nothing more happens. */
  const ended = useRef(false);
  /** When the server last saw the session (mount, keep-alive, extend). */
  const lastServerTouch = useRef(timer.now());
  const latest = useRef({ username, data: portal.data });
  latest.current = { username, data: portal.data };

  /** The session is over by its own clock: it ends here, on the device and on the server. */
  const expire = useCallback(
    (ending: SessionEnding) => {
      if (ended.current) return;
      ended.current = true;
      setExtending(false);
      if (ending === 'lifetime' || !networkStore.online()) {
        void end(ending);
        return;
      }
      const kept = takeLocalState();
      const session = readDeviceSession();
      awaitRenewal({
        username: latest.current.username,
        user: session?.user ?? cacheScope()?.user ?? '',
        kept,
        scope: cacheScope(),
        store: storeContextOf(latest.current.data),
        idleMinutes: timeoutMinutes,
      });
      const csrf = kept[StorageKeys.csrfToken];
      void forget('here').then(() => (csrf ? sessionApi.expireSession(csrf).catch(() => {}) : undefined));
    },
    [end, forget, timeoutMinutes],
  );

  useEffect(() => {
    noteIdleMinutes(timeoutMinutes);
  }, [timeoutMinutes]);

  useEffect(() => {
    if (readLastSessionUpdate() === null) saveLastSessionUpdate(timer.now());
  }, [timer]);

  // A click resets the local activity time (not while the extend prompt waits for an answer).
  useEffect(() => {
    const onClick = () => {
      if (!extendingRef.current && !ended.current) saveLastSessionUpdate(timer.now());
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [timer]);

  // The background timer, and a check at once when the page is shown again.
  useEffect(() => {
    const tick = () => {
      if (ended.current) return;
      const now = timer.now();
      const lastUpdate = readLastSessionUpdate() ?? now;
      const session = readDeviceSession();
      const check = checkSession({
        now,
        lastUpdate,
        lastServerTouch: lastServerTouch.current,
        limitMinutes: timeoutMinutes,
      });
      const ending = session
        ? sessionEndingOf({ now, startedAt: session.startedAt, lastUpdate, idleMinutes: timeoutMinutes })
        : check.expired
          ? 'idle'
          : null;
      if (ending) return expire(ending);
      if (check.warn && !extendingRef.current) {
        const seconds = extendCountdownSeconds(timeoutMinutes);
        setDeadline(now + seconds * 1000);
        setSecondsLeft(seconds);
        setExtending(true);
      }
      // Only activity the server has not seen is worth a keep-alive: an idle session may end.
      if (check.keepAlive && lastUpdate > lastServerTouch.current) {
        lastServerTouch.current = now;
        void sessionApi.keepAlive().catch(() => undefined);
      }
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('pageshow', onShown);
    const stop = timer.every(SESSION_CHECK_INTERVAL_MS, tick);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('pageshow', onShown);
    };
  }, [timeoutMinutes, expire, timer]);

  // The extend prompt's countdown; at zero the session has ended.
  useEffect(() => {
    if (!extending) return;
    return timer.every(1000, () => {
      const left = Math.max(0, Math.ceil((deadline - timer.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) expire('idle');
    });
  }, [extending, deadline, expire, timer]);

  /** Extend: renew the live session (no password), then a new csrf token; an ended session needs the password. */
  const extend = async () => {
    setBusy(true);
    try {
      const outcome = await renewal.trigger(null);
      if (!outcome.ok) return expire('idle');
      await refreshCsrfToken();
      const now = timer.now();
      saveLastSessionUpdate(now);
      lastServerTouch.current = now;
      setExtending(false);
    } catch {
      expire('idle');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ExtendSessionPage
      open={extending}
      secondsLeft={secondsLeft}
      busy={busy}
      onExtend={extend}
      onLogout={() => {
        ended.current = true;
        setExtending(false);
        void end('logout');
      }}
    />
  );
}
