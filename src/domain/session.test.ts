import { describe, expect, it } from 'vitest';
import { checkSession, extendCountdownSeconds, formatCountdown, warningMarginMinutes } from './session';
import { SESSION_ABSOLUTE_HOURS, sessionEndingOf } from './sessionEnding';

const MIN = 60_000;

describe('1-foundation §4 session timer', () => {
  it('margin: 1 minute, or 5 minutes when the limit exceeds 6 minutes', () => {
    expect(warningMarginMinutes(6)).toBe(1);
    expect(warningMarginMinutes(7)).toBe(5);
    expect(warningMarginMinutes(40)).toBe(5);
  });

  it('the extend countdown is 300 seconds when the timeout is above 5, else 60', () => {
    expect(extendCountdownSeconds(40)).toBe(300);
    expect(extendCountdownSeconds(6)).toBe(300);
    expect(extendCountdownSeconds(5)).toBe(60);
  });

  it('the session ends when the limit has passed since the last update', () => {
    expect(checkSession({ now: 40 * MIN, lastUpdate: 0, lastServerTouch: 0, limitMinutes: 40 }).expired).toBe(
      true,
    );
    expect(checkSession({ now: 39 * MIN, lastUpdate: 0, lastServerTouch: 0, limitMinutes: 40 }).expired).toBe(
      false,
    );
  });

  it('the extend prompt appears within the margin', () => {
    expect(
      checkSession({ now: 34 * MIN, lastUpdate: 0, lastServerTouch: 34 * MIN, limitMinutes: 40 }).warn,
    ).toBe(false);
    expect(
      checkSession({ now: 35 * MIN, lastUpdate: 0, lastServerTouch: 35 * MIN, limitMinutes: 40 }).warn,
    ).toBe(true);
    expect(
      checkSession({ now: 4 * MIN, lastUpdate: 0, lastServerTouch: 4 * MIN, limitMinutes: 5 }).warn,
    ).toBe(true);
    expect(
      checkSession({ now: 3 * MIN, lastUpdate: 0, lastServerTouch: 3 * MIN, limitMinutes: 5 }).warn,
    ).toBe(false);
  });

  it('a keep-alive call is made when more than half the limit has passed since the server last saw the session', () => {
    expect(
      checkSession({ now: 21 * MIN, lastUpdate: 20 * MIN, lastServerTouch: 0, limitMinutes: 40 }).keepAlive,
    ).toBe(true);
    expect(
      checkSession({ now: 20 * MIN, lastUpdate: 20 * MIN, lastServerTouch: 0, limitMinutes: 40 }).keepAlive,
    ).toBe(false);
  });

  it('a click (a new last update) resets the time left', () => {
    expect(
      checkSession({ now: 39 * MIN, lastUpdate: 30 * MIN, lastServerTouch: 30 * MIN, limitMinutes: 40 })
        .remainingMs,
    ).toBe(31 * MIN);
  });

  it('the countdown shows minutes:seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('1-foundation §4 session: a session on a shared device ends by its own clock (issue 22 §2)', () => {
  const start = 1_000 * MIN;
  it('is live until its timeout has passed since the last update, then ended as idle', () => {
    const clock = { startedAt: start, lastUpdate: start + 10 * MIN, idleMinutes: 15 };
    expect(sessionEndingOf({ ...clock, now: start + 24 * MIN })).toBeNull();
    expect(sessionEndingOf({ ...clock, now: start + 25 * MIN })).toBe('idle');
  });

  it('counts from its start without a stored update, with the default timeout (40) until the portal data said it', () => {
    expect(
      sessionEndingOf({ startedAt: start, lastUpdate: null, idleMinutes: null, now: start + 39 * MIN }),
    ).toBeNull();
    expect(
      sessionEndingOf({ startedAt: start, lastUpdate: null, idleMinutes: null, now: start + 40 * MIN }),
    ).toBe('idle');
  });

  it(`ends ${SESSION_ABSOLUTE_HOURS} hours after it began however active it is`, () => {
    const now = start + SESSION_ABSOLUTE_HOURS * 60 * MIN;
    expect(
      sessionEndingOf({ startedAt: start, lastUpdate: now - MIN, idleMinutes: 40, now: now - 1 }),
    ).toBeNull();
    expect(sessionEndingOf({ startedAt: start, lastUpdate: now - MIN, idleMinutes: 40, now })).toBe(
      'lifetime',
    );
  });

  it('a clock set back before its start or its last update does not make it live again', () => {
    expect(sessionEndingOf({ startedAt: start, lastUpdate: null, idleMinutes: 40, now: start - MIN })).toBe(
      'lifetime',
    );
    expect(
      sessionEndingOf({
        startedAt: start,
        lastUpdate: start + 30 * MIN,
        idleMinutes: 40,
        now: start + 5 * MIN,
      }),
    ).toBe('lifetime');
  });
});
