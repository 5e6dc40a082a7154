import { logOn } from './load';

/** The store the portal run opens: Harbor Downtown (2001) of the demo merchant Harbor Bistro Group. */
export const PORTAL_STORE_ID = 2001;

/** A signed-in portal session: its cookie and its csrf token (the header every POST carries). */
export interface PortalSession {
  cookie: string;
  csrf: string;
  /** the headers of a POST in this session */
  postHeaders: Record<string, string>;
}

/**
 * Signs in as the portal does after the login flow: log-on, the csrf token, then the store picked
 * in the store selection (SaveStoreContext). A busy machine now and then drops a loopback
 * connection: a failed attempt is tried again.
 */
export async function portalSession(
  base: string,
  username: string,
  password: string,
  storeId = PORTAL_STORE_ID,
): Promise<PortalSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(base, username, password, storeId);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof TypeError)) throw err; // TypeError: fetch failed
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function signIn(
  base: string,
  username: string,
  password: string,
  storeId = PORTAL_STORE_ID,
): Promise<PortalSession> {
  const cookie = await logOn(base, username, password);
  const token = (await (
    await fetch(`${base}Account/GetCsrfToken`, { method: 'POST', headers: { cookie } })
  ).json()) as { Entity?: string };
  const csrf = token.Entity;
  if (!csrf) throw new Error(`no csrf token for ${username}`);
  const postHeaders = { cookie, requestverificationtoken: csrf };
  const res = await fetch(`${base}Account/SaveStoreContext?StoreId=${storeId}`, {
    method: 'POST',
    headers: { ...postHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ StoreCode: null, StoreName: null, OverrideMerchantId: null }),
  });
  const answer = (await res.json()) as { IsSuccessful?: boolean };
  if (!answer.IsSuccessful) throw new Error(`store ${storeId} for ${username}: ${JSON.stringify(answer)}`);
  return { cookie, csrf, postHeaders };
}
