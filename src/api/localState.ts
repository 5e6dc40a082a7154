import type { LoginResult } from '../domain/login';
import type { RoleFlags } from '../domain/roles';
import { serverRenderContext } from '../lib/serverRender';
import { CSRF_STORAGE_KEY } from './csrf';
import { DEVICE_SESSION_KEY, LAST_SESSION_UPDATE_KEY } from './deviceSession';
import { setCacheScope } from './scope';

/** The local storage keys of 1-foundation.md §9. */
export const StorageKeys = {
  csrfToken: CSRF_STORAGE_KEY,
  rememberMe: 'rememberMe',
  username: 'username',
  lastSessionUpdate: LAST_SESSION_UPDATE_KEY,
  isAdminUser: 'isAdminUser',
  isCompanyUser: 'isCompanyUser',
  isMerchantAdminUser: 'isMerchantAdminUser',
  isSilverPartner: 'isSilverPartner',
  posUserId: 'posUserId',
} as const;

/**
 * Further login-result fields that the store selection and past-due modals need after the login
 * screen (not in §9's list; cleared at logout with the others).
 */
export const LoginContextKeys = {
  launchFirstRunUnleashFlag: 'launchFirstRunUnleashFlag',
  userRoleRank: 'userRoleRank',
  merchantUserRoleId: 'merchantUserRoleId',
  featConfigurableRolePermission: 'featConfigurableRolePermission',
  isUpdatePaymentFeatureEnabled: 'isUpdatePaymentFeatureEnabled',
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
  // The signed-in user's cached answers: keyed by them (the portal data then says the merchant and store).
  setCacheScope({ user: result.membershipUserId, merchant: null, store: null });
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
  s.setItem(LoginContextKeys.launchFirstRunUnleashFlag, String(result.launchFirstRunUnleashFlag === true));
  s.setItem(LoginContextKeys.userRoleRank, String(result.userRoleRank ?? ''));
  s.setItem(LoginContextKeys.merchantUserRoleId, String(result.merchantUserRoleId ?? ''));
  s.setItem(
    LoginContextKeys.featConfigurableRolePermission,
    String(result.featConfigurableRolePermission === true),
  );
  s.setItem(
    LoginContextKeys.isUpdatePaymentFeatureEnabled,
    String(result.isUpdatePaymentFeatureEnabled === true),
  );
}

/** The role flags kept at login (false when not stored). */
export function readRoleFlags(): RoleFlags {
  const s = store();
  // the server's render of a portal page: the session's flags, as the log-on kept them
  const rendering = s ? null : serverRenderContext();
  if (rendering) return rendering.roleFlags;
  const flag = (key: string) => s?.getItem(key) === 'true';
  return {
    isAdminUser: flag(StorageKeys.isAdminUser),
    isCompanyUser: flag(StorageKeys.isCompanyUser),
    isMerchantAdminUser: flag(StorageKeys.isMerchantAdminUser),
    isSilverPartner: flag(StorageKeys.isSilverPartner),
  };
}

export interface LoginContext {
  launchFirstRunUnleashFlag: boolean;
  userRoleRank: number | null;
  merchantUserRoleId: number | null;
  featConfigurableRolePermission: boolean;
  isUpdatePaymentFeatureEnabled: boolean;
}

/** The further login-result fields kept at login: false or null when not stored. */
export function readLoginContext(): LoginContext {
  const s = store();
  const num = (key: string) => {
    const v = s?.getItem(key);
    return v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
  };
  return {
    launchFirstRunUnleashFlag: s?.getItem(LoginContextKeys.launchFirstRunUnleashFlag) === 'true',
    userRoleRank: num(LoginContextKeys.userRoleRank),
    merchantUserRoleId: num(LoginContextKeys.merchantUserRoleId),
    featConfigurableRolePermission: s?.getItem(LoginContextKeys.featConfigurableRolePermission) === 'true',
    isUpdatePaymentFeatureEnabled: s?.getItem(LoginContextKeys.isUpdatePaymentFeatureEnabled) === 'true',
  };
}

/** The last stored activity update (a click resets it); null when not stored. */
export function readLastSessionUpdate(): number | null {
  const v = store()?.getItem(StorageKeys.lastSessionUpdate);
  return v && !Number.isNaN(Number(v)) ? Number(v) : null;
}

export function saveLastSessionUpdate(now = Date.now()) {
  store()?.setItem(StorageKeys.lastSessionUpdate, String(now));
}

/** The remembered or stored username (the renew-session modal's fixed username). */
export function readStoredUsername(): string {
  return store()?.getItem(StorageKeys.username) ?? '';
}

/**
 * Whenever a session ends (logout, idle timeout, a 401, another tab's log-off or log-on, before a new
 * log-on): everything of it in local and session storage goes — all but remember-me and the
 * remembered username — the device's session among them (api/deviceSession.ts): the other tabs hear
 * of its end through the storage event.
 */
export function clearLocalState() {
  setCacheScope(null);
  // the tab's session storage is the session's alone (the update-payment flag)
  try {
    sessionStorage.clear();
  } catch {
    // no session storage: nothing kept there
  }
  const s = store();
  if (!s) return;
  for (const key of Object.values(StorageKeys)) {
    if (key !== StorageKeys.rememberMe && key !== StorageKeys.username) s.removeItem(key);
  }
  for (const key of Object.values(LoginContextKeys)) s.removeItem(key);
  // the device's session (the other tabs hear of its end through the storage event)
  s.removeItem(DEVICE_SESSION_KEY);
}
