/**
 * When a session is over by its own clock (1-foundation.md §4 "Session", issue 22 §2): apart from the
 * session timer's rules (session.ts) and free of imports, so the entry script, which judges it before
 * a portal page reads anything, carries only this.
 */
const MINUTE = 60_000;

/**
 * A session ends this many hours after its log-on however active it is (an absolute lifetime on top
 * of the sliding portal timeout); after it only a new log-on helps, RenewSession included.
 */
export const SESSION_ABSOLUTE_HOURS = 12;

/** The portal timeout in minutes when the merchant sets none (1-foundation.md §9: default 40). */
export const DEFAULT_PORTAL_TIMEOUT_MINUTES = 40;

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
