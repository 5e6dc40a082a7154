import { type SessionEnding, sessionEndingOf } from '../domain/session';
import { scopeStorage } from './scopeStorage';

/**
 * The session this device is signed in with, as the portal knows it without the server: who, when
 * it began, its idle timeout (docs/architecture.md "Offline", docs/decisions.md "Session end on a
 * shared device"). With the last activity time (`lastSessionUpdate`, 1-foundation.md §9) it says
 * whether the session is still live by its own clock, offline too. Kept in local storage (every tab
 * and an offline reload read it), begun at log-on, removed whenever the session ends; every change
 * is told to the other tabs. Free of React: the entry script reads it.
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

/** What a tab tells the others: a session began (a log-on replaced the cookie) or ended. */
type SessionMessage = { kind: 'started' | 'ended'; id: string };
const CHANNEL = 'backroom:session';

function parse(text: string | null | undefined): DeviceSession | null {
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
    return parse(scopeStorage()?.getItem(DEVICE_SESSION_KEY));
  } catch {
    return null;
  }
}

function write(session: DeviceSession) {
  try {
    scopeStorage()?.setItem(DEVICE_SESSION_KEY, JSON.stringify(session));
  } catch {
    // storage refused: the session is judged ended offline, the server still judges it online
  }
}

/** The session this tab works in: another tab's log-on or log-off ends it here. */
let mine: string | null = readDeviceSession()?.id ?? null;

let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

function tell(message: SessionMessage) {
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // a closed channel: the storage event still tells the other tabs
  }
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A session began on this device (a log-on, a renewal that signed in again): kept, and told to the other tabs. */
export function startDeviceSession(user: string, now = Date.now()): DeviceSession {
  const session: DeviceSession = { id: newSessionId(), user, startedAt: now, idleMinutes: null };
  write(session);
  mine = session.id;
  tell({ kind: 'started', id: session.id });
  return session;
}

/** The session's portal timeout, as the portal data says it (a store switch may change it). */
export function noteIdleMinutes(minutes: number) {
  const session = readDeviceSession();
  if (session && session.idleMinutes !== minutes) write({ ...session, idleMinutes: minutes });
}

/** The session ended here: removed, and told to the other tabs. */
export function endDeviceSession() {
  const ended = readDeviceSession()?.id ?? mine;
  try {
    scopeStorage()?.removeItem(DEVICE_SESSION_KEY);
  } catch {
    // storage refused: nothing was kept
  }
  mine = null;
  if (ended) tell({ kind: 'ended', id: ended });
}

/** The session ended in another tab: this tab forgets it (that tab has cleared the device). */
export function leaveDeviceSession() {
  mine = null;
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

/**
 * Calls `listener` once this tab's session is replaced or ended in another tab: told through a
 * BroadcastChannel, and through the storage event of the kept session (where there is no channel,
 * or a message was missed). Never for this tab's own changes.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  const judge = (other: SessionMessage | null) => {
    if (mine === null) return;
    if (other === null || other.id !== mine || other.kind === 'ended') {
      mine = null;
      listener();
    }
  };
  const onMessage = (event: MessageEvent<SessionMessage>) => judge(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DEVICE_SESSION_KEY && event.key !== null) return;
    const session = parse(event.newValue);
    judge(session && { kind: 'started', id: session.id });
  };
  sessionChannel()?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    sessionChannel()?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
