import {
  DEVICE_SESSION_KEY,
  type DeviceSession,
  parseDeviceSession,
  readDeviceSession,
} from './deviceSession';
import { cacheScope, scopeId } from './scope';
import { scopeStorage } from './scopeStorage';

/*
 * Keeping the device's session (api/deviceSession.ts reads and judges it; the entry script and the
 * login page's start carry only that): begins it at a log-on or a renewal, notes its timeout, says
 * whose it is, and hears of other tabs. The portal's, and the log-on's (src/offline/forget.ts).
 */

function writeDeviceSession(session: DeviceSession) {
  try {
    scopeStorage()?.setItem(DEVICE_SESSION_KEY, JSON.stringify(session));
  } catch {
    // storage refused: the session is judged ended offline, the server still judges it online
  }
}

/** The session this tab works in: another tab's log-on or log-off ends it here. */
let mine: string | null = readDeviceSession()?.id ?? null;

/** The session this tab works in (null once it ended here or elsewhere). */
export function thisTabsSession(): string | null {
  return mine;
}

/** A session began on this device (a log-on, a renewal that signed in again): kept (the other tabs hear of it). */
export function startDeviceSession(user: string, now = Date.now()): DeviceSession {
  // a name, not a secret: unique on this device is enough
  const id = `${now.toString(36)}${Math.random().toString(36).slice(2)}`;
  const session: DeviceSession = { id, user, startedAt: now, idleMinutes: null };
  writeDeviceSession(session);
  mine = id;
  return session;
}

/** The session ended in another tab: this tab forgets it (that tab has cleared the device). */
export function leaveDeviceSession() {
  mine = null;
}

/** The session's portal timeout, as the portal data says it (a store switch may change it). */
export function noteIdleMinutes(minutes: number) {
  const session = readDeviceSession();
  if (session && session.idleMinutes !== minutes) writeDeviceSession({ ...session, idleMinutes: minutes });
}

/**
 * Whether a scope's owner is the user of the session this device is signed in with now (read from
 * storage, which every tab shares): pending changes are sent only then (offline/outbox.ts), never
 * under another user's session.
 */
export function scopeIsTheSessions(id: string): boolean {
  const scope = cacheScope();
  const session = readDeviceSession();
  return scope !== null && scopeId(scope) === id && session !== null && session.user === scope.user;
}

/**
 * Calls `listener` once this tab's session is ended or replaced in another tab of this device: a
 * log-off removes the kept session (api/deviceSession.ts), a log-on or a renewal puts another in its
 * place, and the browser tells every other tab with the storage event (a BroadcastChannel would only
 * say it twice). Never for this tab's own changes; a change of the same session (its timeout noted)
 * is none.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // null: the whole storage was cleared
    if (event.key !== DEVICE_SESSION_KEY && event.key !== null) return;
    const mine = thisTabsSession();
    if (mine === null || parseDeviceSession(event.newValue)?.id === mine) return;
    leaveDeviceSession();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
