import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stayed the same for `delayMs` (a call made from a choice,
 * e.g. the states of a chosen country, 3-settings §9: 1000 ms). The first value is there at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
