import { useSyncExternalStore } from 'react';
import type { StoreContext } from '../../../api/account';
import { LoginContextKeys, StorageKeys } from '../../../api/localState';
import type { CacheScope } from '../../../api/scope';

/**
 * A session the idle timeout ended, waiting for its user's password (1-foundation.md §4 "Session":
 * the renew-session modal). Everything of it is gone from the screen and the device; this tab alone
 * keeps, in memory, what the renewal puts back: the local state the timeout cleared (its csrf token
 * signs the renewal), the cache scope, the store context to save again, and the username the modal
 * shows fixed. A reload, Logout, or the connection dropping forgets it with the rest.
 */
export interface Renewal {
  username: string;
  user: string;
  kept: KeptLocalState;
  scope: CacheScope | null;
  store: StoreContext | null;
  idleMinutes: number;
}

/** What local storage keeps of a session, taken before an idle timeout clears it, for its renewal. */
export type KeptLocalState = Record<string, string>;

/** The session's keys as they are (the renewal puts them back once the password signed it in again). */
export function takeLocalState(): KeptLocalState {
  const kept: KeptLocalState = {};
  for (const key of [...Object.values(StorageKeys), ...Object.values(LoginContextKeys)]) {
    const value = localStorage.getItem(key);
    if (value !== null) kept[key] = value;
  }
  return kept;
}

/** Puts a session's keys back (after its renewal): the csrf token is the new session's, kept apart. */
export function restoreLocalState(kept: KeptLocalState) {
  for (const [key, value] of Object.entries(kept))
    if (key !== StorageKeys.csrfToken) localStorage.setItem(key, value);
}

let current: Renewal | null = null;
const listeners = new Set<() => void>();

function set(next: Renewal | null) {
  current = next;
  for (const l of listeners) l();
}

/** The idle timeout ended the session: the portal shows the renew-session modal over nothing else. */
export function awaitRenewal(renewal: Renewal) {
  set(renewal);
}

/** Renewed, or given up (Logout, offline, another session): the modal goes. */
export function finishRenewal() {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The renewal waiting, if any; the portal re-renders when it comes or goes. */
export function useRenewal(): Renewal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
