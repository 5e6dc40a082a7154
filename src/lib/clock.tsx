import { createContext, type ReactNode, useContext } from 'react';

/**
 * The portal's clock: what "now" is wherever the portal counts a business day (the store's clock,
 * src/scaffold/storeClock). The browser's by default; tests fix it (test/renderApp.tsx gives the
 * server's test clock, or 21:30 in New York) in this one place.
 */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ now = systemClock, children }: { now?: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
