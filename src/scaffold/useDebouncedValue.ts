import { useEffect, useState } from 'react';

/**
 * A value as it was `ms` after its last change (a reload driven by a choice waits for the user to
 * finish choosing: 3-settings §9, store-driven reloads after 1 s). Compared by its JSON, so a new
 * array of the same ids is no change.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value` (a new object each render)
  useEffect(() => {
    if (key === JSON.stringify(settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
