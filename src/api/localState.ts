import type { LoginResult } from '../domain/login';
import { CSRF_STORAGE_KEY } from './http';

/** The local storage keys of 1-foundation.md §9. */
export const StorageKeys = {
  csrfToken: CSRF_STORAGE_KEY,
  rememberMe: 'rememberMe',
  username: 'username',
  lastSessionUpdate: 'lastSessionUpdate',
  isAdminUser: 'isAdminUser',
  isCompanyUser: 'isCompanyUser',
  isMerchantAdminUser: 'isMerchantAdminUser',
  isSilverPartner: 'isSilverPartner',
  posUserId: 'posUserId',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRemembered(): { rememberMe: boolean; username: string } {
  const s = store();
  const rememberMe = s?.getItem(StorageKeys.rememberMe) === 'true';
  return { rememberMe, username: rememberMe ? (s?.getItem(StorageKeys.username) ?? '') : '' };
}

/** After a log-on: remember-me, the username only when remember-me is true, the role flags, the POS user. */
export function saveLoginState(result: LoginResult, username: string, rememberMe: boolean, now = Date.now()) {
  const s = store();
  if (!s) return;
  s.setItem(StorageKeys.rememberMe, String(rememberMe));
  if (rememberMe) s.setItem(StorageKeys.username, username);
  else s.removeItem(StorageKeys.username);
  s.setItem(StorageKeys.isAdminUser, String(result.isAdminUser));
  s.setItem(StorageKeys.isCompanyUser, String(result.isCompanyUser));
  s.setItem(StorageKeys.isMerchantAdminUser, String(result.isMerchantAdminUser));
  s.setItem(StorageKeys.isSilverPartner, String(result.isSilverPartner));
  s.setItem(StorageKeys.posUserId, String(result.posUserId));
  s.setItem(StorageKeys.lastSessionUpdate, String(now));
}

export function saveCsrfToken(token: string) {
  store()?.setItem(StorageKeys.csrfToken, token);
}

/** At logout: everything but remember-me and the remembered username. */
export function clearLocalState() {
  const s = store();
  if (!s) return;
  for (const key of Object.values(StorageKeys)) {
    if (key !== StorageKeys.rememberMe && key !== StorageKeys.username) s.removeItem(key);
  }
}
