import { useSyncExternalStore } from 'react';
import { CACHE_SCOPE_KEY, scopeStorage, storedScopeText } from './scopeStorage';

/**
 * Whose cached answers are on screen: the signed-in user, the merchant and the store the session
 * works on. Every cached read is keyed by it (api/read.ts), so a store switch shows the new store's
 * data, another user never sees the last one's, and offline a reload finds what this user last saw
 * here. Kept in local storage (a reload offline needs it); set at log-on, by a store or merchant
 * switch and by the portal data (the server's word); cleared at logout.
 */
export interface CacheScope {
  user: string;
  merchant: number | null;
  store: number | null;
}

export { CACHE_SCOPE_KEY };

function read(): CacheScope | null {
  try {
    const parsed = JSON.parse(storedScopeText() ?? 'null');
    return parsed && typeof parsed.user === 'string' ? (parsed as CacheScope) : null;
  } catch {
    return null;
  }
}

let current: CacheScope | null = read();
const listeners = new Set<() => void>();

export function cacheScope(): CacheScope | null {
  return current;
}

/** The scope as a key part: `user|merchant|store`, or `anonymous` before anyone signed in. */
export function scopeId(scope: CacheScope | null = current): string {
  return scope ? `${scope.user}|${scope.merchant ?? '-'}|${scope.store ?? '-'}` : 'anonymous';
}

/** The user part alone: the portal data's key (it is what tells the merchant and store). */
export function userScopeId(scope: CacheScope | null = current): string {
  return scope ? `${scope.user}` : 'anonymous';
}

export function setCacheScope(next: CacheScope | null) {
  if (scopeId(next) === scopeId(current)) return;
  current = next;
  if (next) scopeStorage()?.setItem(CACHE_SCOPE_KEY, JSON.stringify(next));
  else scopeStorage()?.removeItem(CACHE_SCOPE_KEY);
  for (const l of listeners) l();
}

/** Another tab ended this tab's session: the scope is forgotten here, storage is that tab's. */
export function forgetCacheScopeHere() {
  if (current === null) return;
  current = null;
  for (const l of listeners) l();
}

/** Moves the scope to another merchant and store of the same user (a switch, the portal data). */
export function moveCacheScope(merchant: number | null, store: number | null) {
  if (current) setCacheScope({ ...current, merchant, store });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current scope's key part; components re-render (and their reads re-key) when it changes. */
export function useScopeId(): string {
  return useSyncExternalStore(subscribe, scopeId, scopeId);
}

export function useUserScopeId(): string {
  return useSyncExternalStore(subscribe, userScopeId, userScopeId);
}
