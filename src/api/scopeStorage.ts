/**
 * Where the cache scope (api/scope.ts) is kept: local storage, so a reload offline finds it. Apart
 * and free of React, so the entry script can tell whether the scope moved (api/startupReads.ts).
 */
export const CACHE_SCOPE_KEY = 'backroom:cacheScope';

export function scopeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The kept scope as stored, or null (nobody signed in, or storage refused). */
export function storedScopeText(): string | null {
  try {
    return scopeStorage()?.getItem(CACHE_SCOPE_KEY) ?? null;
  } catch {
    return null;
  }
}
