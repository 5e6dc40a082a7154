import { useMemo, useState } from 'react';
import { storeDateTime } from '../../../i18n/storeTimeFormat';
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
    };
  }, [zones, now]);
}

const noZones: readonly StoreZone[] = [];
