import { type ReactNode, Suspense, useState } from 'react';

export interface OnFirstUseProps<T> {
  /** The plain control, shown until it is used: it calls `use` (with what the loaded one needs to know). */
  idle: (use: (how: T) => void) => ReactNode;
  /** The control with its machinery (a lazy component, open at once), from the first use on. */
  loaded: (how: T) => ReactNode;
}

/**
 * A control whose machinery loads on first use: a menu button or an info button is a plain button
 * until pressed, then its Ark component (its own chunk) takes its place, open, with the plain one
 * shown while the chunk arrives. A page's start then pays neither the bytes nor the state machines of
 * popups nobody opened. The loaded control must come open and take the focus (Menu, KpiTile).
 */
export function OnFirstUse<T>({ idle, loaded }: OnFirstUseProps<T>) {
  const [used, setUsed] = useState<{ how: T } | null>(null);
  if (!used) return idle((how) => setUsed({ how }));
  return <Suspense fallback={idle(() => {})}>{loaded(used.how)}</Suspense>;
}
