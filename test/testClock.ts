import { fixedClock } from '../server/clock';

/** The instant the test database was seeded at: server tests run on this clock. */
export const TEST_NOW = new Date('2026-11-20T15:00:00.000Z');

export function testClock() {
  return fixedClock(TEST_NOW);
}
