/** Session timing of 1-foundation.md §4 "Session" and §9. Minutes in, milliseconds out. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export { SESSION_ABSOLUTE_HOURS } from './sessionEnding';
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
