import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the build's prerendered markup (and in the prerender itself), true from
 * the render after; true at once for a page rendered on the client alone. What only the browser
 * knows (local storage, the address) waits for it, so hydration sees exactly the prerendered tree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
