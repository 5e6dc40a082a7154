import { clear, createStore, type UseStore } from 'idb-keyval';
import { clearLocalState } from '../api/localState';

/** The IndexedDB store of the kept answers (src/offline/persistentCache.ts). */
export function answersStore(): UseStore | null {
  return typeof indexedDB === 'undefined' ? null : createStore('backroom', 'answers');
}

/**
 * The service worker's runtime caches (documents it kept at run time): gone with the session. The
 * precache (the app's own files and its page templates, the same for everyone and never a page the
 * server wrote a session's answers into: server/routes/portalAssets.ts) stays, so the login page
 * still loads offline.
 */
export async function clearRuntimeCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((n) => !n.includes('precache')).map((n) => caches.delete(n)));
}

/** The kept answers and the worker's runtime caches, on the device. */
export async function forgetKeptAnswers(store: UseStore | null = answersStore()) {
  if (store) await clear(store).catch(() => undefined);
  await clearRuntimeCaches();
}

/**
 * Everything a session left on this device, where no tab of it runs to forget it (the session ended
 * while its tabs were closed or asleep, or another user is about to log on): local and session
 * storage (but remember-me), the kept answers and the worker's runtime caches. Pending changes stay
 * with their author (src/offline/outbox.ts). docs/architecture.md "Offline".
 */
export async function forgetDevice() {
  clearLocalState();
  await forgetKeptAnswers();
}
