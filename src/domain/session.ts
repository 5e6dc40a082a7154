import { DEFAULT_PORTAL_TIMEOUT_MINUTES } from './enums';

/** Session timing of 1-foundation.md §4 "Session" and §9. Minutes in, milliseconds out. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/**
 * A session ends this many hours after its log-on however active it is (an absolute lifetime on top
 * of the sliding portal timeout); after it only a new log-on helps, RenewSession included.
 */
export const SESSION_ABSOLUTE_HOURS = 12;
const MINUTE = 60_000;

/** The warning margin: 1 minute, or 5 minutes when the limit exceeds 6 minutes. */
export function warningMarginMinutes(limitMinutes: number): number {
  return limitMinutes > 6 ? 5 : 1;
}

/** The extend prompt counts down from 300 seconds when the portal timeout is above 5, else from 60. */
export function extendCountdownSeconds(timeoutMinutes: number): number {
  return timeoutMinutes > 5 ? 300 : 60;
}

export interface SessionClock {
  now: number;
  /** the last stored activity update (a click resets it) */
  lastUpdate: number;
  /** the last time the server saw the session (any call or the keep-alive) */
  lastServerTouch: number;
  limitMinutes: number;
}

export interface SessionCheck {
  /** the limit has passed since the last update: the session ends */
  expired: boolean;
  /** the time left is within the margin: the extend prompt appears */
  warn: boolean;
  /** more than half the limit has passed since the server last saw the session: call keep-alive */
  keepAlive: boolean;
  remainingMs: number;
}

/** One tick of the 60-second background timer. */
export function checkSession(c: SessionClock): SessionCheck {
  const limit = c.limitMinutes * MINUTE;
  const idle = c.now - c.lastUpdate;
  const remainingMs = Math.max(0, limit - idle);
  const expired = idle >= limit;
  return {
    expired,
    warn: !expired && remainingMs <= warningMarginMinutes(c.limitMinutes) * MINUTE,
    keepAlive: !expired && c.now - c.lastServerTouch > limit / 2,
    remainingMs,
  };
}

/** The countdown as minutes:seconds (e.g. 4:05). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Why a session has ended by its own clock: idle past its timeout, or past its absolute lifetime. */
export type SessionEnding = 'idle' | 'lifetime';

export interface DeviceSessionClock {
  now: number;
  /** when the session began on this device (its log-on, or a renewal that signed it in again) */
  startedAt: number;
  /** the last stored activity update (a click resets it); the start when none is stored */
  lastUpdate: number | null;
  /** the session's portal timeout; unknown until the portal data said it (then the default, 40) */
  idleMinutes: number | null;
}

/**
 * Whether a session is over by its own clock, as the portal judges it offline too (docs/decisions.md
 * "Session end on a shared device"): idle for its timeout since the last stored update (the
 * background timer's rule), or past its absolute lifetime since it began. Null while it is live.
 */
export function sessionEndingOf(c: DeviceSessionClock): SessionEnding | null {
  const idleSince = Math.max(c.lastUpdate ?? c.startedAt, c.startedAt);
  // a clock set back before the session's own times cannot make an old session live again
  if (c.now < idleSince || c.now - c.startedAt >= SESSION_ABSOLUTE_HOURS * 60 * MINUTE) return 'lifetime';
  if (c.now - idleSince >= (c.idleMinutes ?? DEFAULT_PORTAL_TIMEOUT_MINUTES) * MINUTE) return 'idle';
  return null;
}
