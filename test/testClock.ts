import { fixedClock } from '../server/clock';

/**
 * The instant the test database was seeded at: server tests run on this clock, and the portal's in
 * component tests (renderWithProviders). 18:00 in New York, 15:00 in Los Angeles: every demo store is
 * well into its business day, whose tickets reach up to now and no later (server/demo/tickets.ts).
 */
export const TEST_NOW = new Date('2026-11-20T23:00:00.000Z');

export function testClock() {
  return fixedClock(TEST_NOW);
}
