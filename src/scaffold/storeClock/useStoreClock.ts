import { useMemo, useState } from 'react';
import { type StoreInstant, storeDateTime } from '../../../i18n/storeTimeFormat';
import { usePortalData } from '../../api/portal';
import { type StoreClock, type StoreZone, todayOf, type ViewToday, zonesDiffer } from '../../domain/calendar';
import { useClock } from '../../lib/clock';

/**
 * The store's clock on a screen (issue 22 §1; docs/decisions.md "The store's clock"): the time zones
 * of the stores in view (the portal data's), the time the screen opened (the portal's clock, read
 * once: a screen left open over midnight keeps its day until it is opened again), the view's today
 * and how a time of one of its stores is written (with the zone's short name where the stores in
 * view keep different clocks).
 */
export interface ScreenClock extends StoreClock {
  today: ViewToday;
  /** The stores in view are in different time zones: a time says its zone. */
  showZone: boolean;
  /** An instant on a store's clock (its zone), as the portal writes a ticket's time. */
  dateTime: (instant: string, timeZone: string) => string;
  /**
   * An instant a person reads (a change's time, "as of" offline) on the clock of its store, or of the
   * view's first store when it has none (a company-wide record) or is not in view.
   */
  timeAt: (instant: StoreInstant, storeId?: number | null) => string;
}

export function useStoreClock(): ScreenClock {
  const zones: readonly StoreZone[] = usePortalData().data?.storeTimeZones ?? noZones;
  const clock = useClock();
  const [now] = useState(clock);
  return useMemo(() => {
    const showZone = zonesDiffer(zones);
    return {
      zones,
      now,
      today: todayOf(zones, now),
      showZone,
      dateTime: (instant, timeZone) => storeDateTime(instant, timeZone, showZone),
      timeAt: (instant, storeId) => {
        const zone = zones.find((z) => z.StoreId === storeId) ?? zones[0];
        // no store in view (an account without one): UTC, and says so
        return zone ? storeDateTime(instant, zone.TimeZone, showZone) : storeDateTime(instant, 'UTC', true);
      },
    };
  }, [zones, now]);
}

const noZones: readonly StoreZone[] = [];
