import { type ReactNode, use } from 'react';
import { type Cache, SWRConfig } from 'swr';
import { CacheTimesContext } from '../api/cacheTimes';
import { clearLocalState } from '../api/localState';
import { ANSWERS_PER_TICKET, isTicketAnswerKey, KEPT_TICKETS } from '../api/ticketViewer';
import { createPersistentCache, type PersistentCache } from './persistentCache';

let persisted: PersistentCache | null = null;
let read = false;

/**
 * The portal's kept answers: one per page load, read from IndexedDB once. The last-viewed tickets of
 * POS transactions have room of their own.
 */
function persistedAnswers(): PersistentCache {
  persisted ??= createPersistentCache(undefined, [
    { matches: isTicketAnswerKey, max: KEPT_TICKETS * ANSWERS_PER_TICKET },
  ]);
  return persisted;
}

/**
 * Reads the kept answers back (the portal's start waits for it, so the shell renders without
 * suspending); the cache they are in.
 */
export function readPersistedAnswers(): Promise<Cache> {
  const answers = persistedAnswers();
  return answers.ready.then(() => {
    read = true;
    return answers.cache;
  });
}

/**
 * The session ended on the server before the portal's first render (a start-up read answered 401):
 * everything this device kept of it goes first, so not even that render shows any of it.
 */
export async function forgetRefusedSession(): Promise<void> {
  clearLocalState();
  await persistedAnswers().clear();
}

/**
 * The portal's SWR cache, persisted on the device (src/offline/persistentCache.ts), with the times
 * its answers were fetched for the offline notices. It suspends until the answers kept on this
 * device are read back, so an offline reload renders the shell, the portal data, the menu and the
 * last figures at once. The login page does without (it loads none of this).
 */
export function PersistedAnswers({ children }: { children: ReactNode }) {
  const answers = persistedAnswers();
  if (!read) use(answers.ready);
  return (
    <SWRConfig value={{ provider: () => answers.cache }}>
      <CacheTimesContext.Provider value={answers}>{children}</CacheTimesContext.Provider>
    </SWRConfig>
  );
}
