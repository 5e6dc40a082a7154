import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import type { TestServer } from '../../../test/server';
import { inTimeZone } from '../../../test/storeClock';
import { http } from '../../api/http';
import { signIn } from '../../features/selection/shared/testSession';
import { useStoreClock } from './useStoreClock';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** What a screen reads of the store's clock, once the portal data is in. */
function Probe() {
  const clock = useStoreClock();
  if (clock.zones.length === 0) return null;
  const { today, showZone } = clock;
  const at = '2026-11-20T23:00:00.000Z';
  const sale = clock.dateTime(at, 'America/New_York');
  // a change to store 2002's record, and a company-wide one (no store): on the clock of their store
  const changes = [clock.timeAt(at, 2002), clock.timeAt(new Date(at), null)];
  return <output aria-label="clock">{JSON.stringify({ today, showZone, sale, changes })}</output>;
}

async function clockOf(storeId: number | null, now?: () => Date) {
  await signIn(server, 'owner');
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  renderWithProviders(<Probe />, { now });
  return JSON.parse((await screen.findByRole('status', { name: 'clock' })).textContent ?? '');
}

describe("useStoreClock: today, a ticket's and a change's time on the store's clock (issue 22 §1)", () => {
  it("a store's view: its business day by the portal's clock, times without a zone", async () => {
    expect(await clockOf(2001)).toEqual({
      today: { earliest: '2026-11-20', latest: '2026-11-20' },
      showZone: false,
      sale: '11/20/2026 6:00 PM',
      // 2002 is not in the view of store 2001: the view's store's clock
      changes: ['11/20/2026 6:00 PM', '11/20/2026 6:00 PM'],
    });
  });

  it('at 21:30 in New York (02:30 UTC the next day) today is still the 20th there', async () => {
    const evening = new Date('2026-11-21T02:30:00Z');
    expect((await clockOf(2001, () => evening)).today).toEqual({
      earliest: '2026-11-20',
      latest: '2026-11-20',
    });
  });

  it("a company view of stores in New York and Denver at 22:00 in Denver: each store's day, times with their zone", async () => {
    await inTimeZone(server, 2002, 'America/Denver', async () => {
      const late = new Date('2026-11-21T05:00:00Z');
      expect(await clockOf(null, () => late)).toEqual({
        today: { earliest: '2026-11-20', latest: '2026-11-21' },
        showZone: true,
        sale: '11/20/2026 6:00 PM EST',
        changes: ['11/20/2026 4:00 PM MST', '11/20/2026 6:00 PM EST'],
      });
    });
  });
});
