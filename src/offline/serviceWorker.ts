import { basePath } from '../lib/basePath';

type State = { apply: (() => void) | null };
let state: State = { apply: null };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

/** The update waiting to be applied, for useSyncExternalStore. */
export const updateStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

/**
 * Registers the service worker (the precached shell) under the base path. When a new version is
 * waiting, the update prompt offers to apply it: skip waiting, then reload once it controls the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${basePath()}sw.js`, { scope: basePath() });
  wb.addEventListener('waiting', () => {
    set({
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  await wb.register().catch((err: unknown) => console.warn('service worker registration failed', err));
}
