import { useSyncExternalStore } from 'react';
import type { StoreContext } from '../../../api/account';
import type { KeptLocalState } from '../../../api/localState';
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
