import { useSyncExternalStore } from 'react';
import { onNetworkOutcome } from '../api/http';

/**
 * Whether the portal can reach the server: the browser's own view (online/offline events) and the
 * calls themselves (one that could not reach the server means offline, any answer means online).
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === online) return;
  online = next;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}
onNetworkOutcome(set);

export const networkStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  online: () => online,
};

/** True while the server can be reached; components re-render when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(networkStore.subscribe, networkStore.online, networkStore.online);
}
