import { clear, createStore, type UseStore } from 'idb-keyval';
import { deviceSessionEnding } from '../api/deviceSession';
import { clearLocalState } from '../api/localState';
import { requestLogOff, sendPendingLogOff } from '../api/logOff';
import { basePath } from '../lib/basePath';
import { HYDRATE_ATTRIBUTE, STARTUP_ANSWERS_ID } from '../domain/startupReads';

/** The log-on's and the login page's: what they need beyond the page's start, loaded when needed. */
export { sendPendingLogOff };
export { startDeviceSession } from '../api/sessionWatch';

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

let listening = false;

/**
 * The login page, once it has painted (a chunk of its own, not the page's start): what an ended
 * session left on the device goes (its tabs were closed or asleep when it ended) unless a session
 * began meanwhile, and the log-off the server has yet to hear is sent, now and when the connection
 * comes back.
 */
export async function onLoginPage() {
  if (deviceSessionEnding() !== null) await forgetDevice();
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendPendingLogOff());
  }
  await sendPendingLogOff();
}

/**
 * A portal page of a session over by its own clock (its idle timeout or lifetime passed while no tab
 * of it ran, or none is kept here; src/app/start.tsx): before anything renders, everything it left on
 * the device goes, the server is told (when it can be reached), and the login page shows instead, at
 * the base path — offline too, and nothing of the last user, not even the name.
 */
export async function leaveEndedSession(root: HTMLElement) {
  await forgetDevice();
  void requestLogOff();
  window.history.replaceState(null, '', basePath());
  // a page the server rendered for a session it still had: none of its markup or answers stays
  document.getElementById(STARTUP_ANSWERS_ID)?.remove();
  root.removeAttribute(HYDRATE_ATTRIBUTE);
  root.replaceChildren();
}
