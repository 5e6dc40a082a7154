import { DEMO_PASSWORD } from '../server/demo/accounts';
import { logOn } from './load';

/** The store the portal run opens: Harbor Downtown (2001) of the demo merchant Harbor Bistro Group. */
export const PORTAL_STORE_ID = 2001;

/** A demo account the bench signs in as (server/demo/accounts.ts: every demo account has DEMO_PASSWORD). */
export interface BenchAccount {
  username: string;
  password: string;
}

/** Harbor Bistro Group's owner (a company user of several stores). */
export const OWNER: BenchAccount = { username: 'owner', password: DEMO_PASSWORD };
/** Harbor Downtown's manager (a store user: item availability is for store users). */
export const MANAGER: BenchAccount = { username: 'manager', password: DEMO_PASSWORD };

/** A signed-in portal session: its cookie and its csrf token (the header every POST carries). */
export interface PortalSession {
  cookie: string;
  csrf: string;
  /** the headers of a POST in this session */
  postHeaders: Record<string, string>;
}

export interface PortalSessionOptions {
  /** The store picked in the store selection (PORTAL_STORE_ID by default). */
  storeId?: number;
  /**
   * Marks the session's notifications seen: they open once per session after the log-on, so a page
   * loaded in this session shows the screen itself, as a reload does, not the notifications modal.
   */
  seenNotifications?: boolean;
}

/**
 * Signs in as the portal does after the login flow: log-on, the csrf token, then the store picked
 * in the store selection (SaveStoreContext), and the notifications seen if asked. A busy machine now
 * and then drops a loopback connection: a failed attempt is tried again.
 */
export async function portalSession(
  base: string,
  account: BenchAccount,
  options: PortalSessionOptions = {},
): Promise<PortalSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      const session = await signIn(base, account, options.storeId ?? PORTAL_STORE_ID);
      if (options.seenNotifications) await postJson(base, session, 'Notification/MarkNotificationsSeen');
      return session;
    } catch (err) {
      if (attempt >= 3 || !(err instanceof TypeError)) throw err; // TypeError: fetch failed
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function signIn(base: string, account: BenchAccount, storeId: number): Promise<PortalSession> {
  const cookie = await logOn(base, account.username, account.password);
  const token = (await (
    await fetch(`${base}Account/GetCsrfToken`, { method: 'POST', headers: { cookie } })
  ).json()) as { Entity?: string };
  const csrf = token.Entity;
  if (!csrf) throw new Error(`no csrf token for ${account.username}`);
  const session = { cookie, csrf, postHeaders: { cookie, requestverificationtoken: csrf } };
  const answer = await postJson<{ IsSuccessful?: boolean }>(
    base,
    session,
    `Account/SaveStoreContext?StoreId=${storeId}`,
    { StoreCode: null, StoreName: null, OverrideMerchantId: null },
  );
  if (!answer.IsSuccessful)
    throw new Error(`store ${storeId} for ${account.username}: ${JSON.stringify(answer)}`);
  return session;
}

/** A POST of a JSON body in the session (csrf header included); its JSON answer, or an error on a non-2xx. */
export async function postJson<T = unknown>(
  base: string,
  session: PortalSession,
  path: string,
  body: unknown = {},
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...session.postHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}
