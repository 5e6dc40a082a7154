import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. Where there is no matchMedia (server, jsdom)
 * it returns `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}
