import { describe, expect, it } from 'vitest';
import { checkSession, extendCountdownSeconds, formatCountdown, warningMarginMinutes } from './session';

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
