import { type SessionEnding, sessionEndingOf } from '../domain/sessionEnding';
import { scopeStorage } from './scopeStorage';

/**
 * The session this device is signed in with, as the portal knows it without the server: who, when
 * it began, its idle timeout (docs/architecture.md "Offline", docs/decisions.md "Session end on a
 * shared device"). With the last activity time (`lastSessionUpdate`, 1-foundation.md §9) it says
 * whether the session is still live by its own clock, offline too. Kept in local storage (every tab
 * and an offline reload read it), begun at log-on (api/sessionWatch.ts), removed whenever the
 * session ends (api/localState.ts clearLocalState): the other tabs hear of every change through its
 * storage event. This module only reads and judges it, small and free of React: the entry script and
 * the login page carry it.
 */
export interface DeviceSession {
  /** This device's name for the session (a log-on or a renewal makes a new one). */
  id: string;
  /** The signed-in user (membershipUserId): whose kept answers and pending changes are the session's. */
  user: string;
  /** When it began here (ms since epoch): its absolute lifetime counts from it. */
  startedAt: number;
  /** The session's portal timeout in minutes, once the portal data said it. */
  idleMinutes: number | null;
}

export const DEVICE_SESSION_KEY = 'backroom:session';
/** The last stored activity update (1-foundation.md §9 `lastSessionUpdate`; a click resets it). */
export const LAST_SESSION_UPDATE_KEY = 'lastSessionUpdate';

export function parseDeviceSession(text: string | null | undefined): DeviceSession | null {
  try {
    const v = JSON.parse(text ?? 'null');
    return v && typeof v.id === 'string' && typeof v.user === 'string' && typeof v.startedAt === 'number'
      ? { id: v.id, user: v.user, startedAt: v.startedAt, idleMinutes: Number(v.idleMinutes) || null }
      : null;
  } catch {
    return null;
  }
}

export function readDeviceSession(): DeviceSession | null {
  try {
    return parseDeviceSession(scopeStorage()?.getItem(DEVICE_SESSION_KEY));
  } catch {
    return null;
  }
}

function lastUpdate(): number | null {
  try {
    const v = Number(scopeStorage()?.getItem(LAST_SESSION_UPDATE_KEY) ?? Number.NaN);
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * How the device's session stands by its own clock: null while live, else why it is over ('none':
 * no session is kept here). The portal shows what it kept only while this is null.
 */
export function deviceSessionEnding(now = Date.now()): SessionEnding | 'none' | null {
  const session = readDeviceSession();
  if (!session) return 'none';
  return sessionEndingOf({
    now,
    startedAt: session.startedAt,
    lastUpdate: lastUpdate(),
    idleMinutes: session.idleMinutes,
  });
}
