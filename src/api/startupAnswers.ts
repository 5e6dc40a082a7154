import { type Cache, type State, unstable_serialize } from 'swr';
import { apiKey } from './keys';
import { scopeId, userScopeId } from './scope';
import { settleStartupReads } from './startupReads';

/** Keys whose answer the portal's start put in the cache, and when. */
const seeded = new Map<string, number>();
/** For this long after the start, a hook mounting on a seeded key does not ask again (as SWR's deduping). */
const SEEDED_FRESH_MS = 5_000;

/**
 * Puts the answers of the reads the entry script started (api/startupReads.ts) in the portal's cache
 * under the keys their hooks read (api/read.ts), before the first render: the shell and the landing
 * screen then render once, with their data, in slices, instead of re-rendering at once (a long task)
 * as each answer arrives.
 */
export async function seedStartupAnswers(cache: Cache): Promise<void> {
  for (const answer of await settleStartupReads()) {
    const key = apiKey(answer.path, answer.body, answer.keyedBy, {
      scope: scopeId(),
      user: userScopeId(),
    });
    const serialized = unstable_serialize(key);
    cache.set(serialized, { data: answer.data, _k: key } as State);
    seeded.set(serialized, Date.now());
  }
}

/**
 * Whether a key's answer was put in the cache by the start a moment ago and is still there: the hooks
 * mounting on it (the shell and the screens may read the same key) need not ask again. An answer the
 * session's end took out of the cache (a log-off and a log-on within seconds: same user, same keys)
 * is asked for again.
 */
export function freshlySeeded(cache: Cache, serialized: string, now = Date.now()): boolean {
  const at = seeded.get(serialized);
  if (at === undefined || now - at > SEEDED_FRESH_MS) return false;
  return cache.get(serialized)?.data !== undefined;
}
