import { expect } from 'vitest';
import type { Agent, TestServer } from './server';

/** A demo account, optionally on a store (SaveStoreContext after log-on). */
export interface Caller {
  as: string;
  store?: number;
  /** Admins, merchant admins and partners pick a merchant first (StoreId 0 with OverrideMerchantId). */
  merchant?: number;
}

/** One endpoint of the access matrix and what each kind of caller must get. */
export interface EndpointCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the base path, with its query. */
  path: string;
  /** JSON; URLSearchParams are sent url-encoded, FormData as multipart/form-data. */
  body?: unknown;
  /** A caller the endpoint serves (2xx). */
  allowed: Caller;
  /**
   * A caller of a lower role or without the route's rights: refused with 403. null when every
   * signed-in role may call it (its answer is then scoped to the caller, see otherMerchant).
   */
  lowerRole: Caller | null;
  /**
   * A session of another merchant: refused (403), or served without a trace of the allowed
   * caller's merchant (`mustNotContain`: a text of that merchant's data, e.g. a store name).
   */
  otherMerchant: Caller & ({ refused: true } | { mustNotContain: string });
  /** Writes check the csrf header (default: every POST, PUT and DELETE). */
  csrf?: boolean;
  /** What the allowed caller gets when the call passes access and stops at its own rule (e.g. 400). */
  allowedStatus?: number;
}

/** A browser session of `caller`: logged on, on its merchant and store. */
export async function sessionOf(server: TestServer, caller: Caller): Promise<Agent> {
  const agent = server.agent();
  const result = await agent.login(caller.as);
  if (!result.success) throw new Error(`${caller.as} could not log on: ${result.errorCode}`);
  if (caller.merchant !== undefined) {
    const res = await agent.post('Account/SaveStoreContext?StoreId=0', {
      OverrideMerchantId: caller.merchant,
    });
    expect(res.status, `${caller.as} on merchant ${caller.merchant}`).toBe(200);
  }
  if (caller.store !== undefined) {
    const res = await agent.post(`Account/SaveStoreContext?StoreId=${caller.store}`, {});
    expect(res.status, `${caller.as} on store ${caller.store}`).toBe(200);
  }
  return agent;
}

function send(agent: Agent, c: EndpointCase, headers: Record<string, string> = {}) {
  if (c.method === 'GET') return agent.request(c.method, c.path, { headers });
  if (c.body instanceof URLSearchParams)
    return agent.request(c.method, c.path, {
      raw: c.body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  if (c.body instanceof FormData) return agent.request(c.method, c.path, { raw: c.body, headers });
  return agent.request(c.method, c.path, { body: c.body ?? {}, headers });
}

/**
 * Runs one endpoint through the access matrix: no session (401), no csrf header on a write (403),
 * a lower role (403), another merchant (403, or nothing of this merchant), and the allowed caller
 * (2xx). Every refusal is in the contract's shape. Answers what the allowed caller got (its JSON).
 */
export async function checkEndpointAccess(server: TestServer, c: EndpointCase): Promise<unknown> {
  const label = `${c.method} ${c.path}`;
  const refusal = async (res: Response, status: number, who: string) => {
    expect(res.status, `${label}: ${who}`).toBe(status);
    expect(await res.json(), `${label}: ${who}, contract shape`).toMatchObject({ IsSuccessful: false });
  };

  await refusal(await send(server.agent(), c), 401, 'no session');

  const allowed = await sessionOf(server, c.allowed);
  if (c.csrf ?? c.method !== 'GET') {
    await refusal(await send(allowed, c, { requestverificationtoken: '' }), 403, 'no csrf header');
    await refusal(
      await send(allowed, c, { requestverificationtoken: 'forged' }),
      403,
      'a forged csrf header',
    );
  }
  const ok = await send(allowed, c);
  const answer = await ok.text();
  const served = `${label}: ${c.allowed.as} is served (${answer})`;
  if (c.allowedStatus) expect(ok.status, served).toBe(c.allowedStatus);
  else expect(ok.status, served).toBeLessThan(300);

  if (c.lowerRole)
    await refusal(await send(await sessionOf(server, c.lowerRole), c), 403, `lower role ${c.lowerRole.as}`);

  const other = await send(await sessionOf(server, c.otherMerchant), c);
  if ('refused' in c.otherMerchant) await refusal(other, 403, `other merchant ${c.otherMerchant.as}`);
  else {
    expect(other.status, `${label}: other merchant ${c.otherMerchant.as}`).toBeLessThan(500);
    expect(await other.text(), `${label}: nothing of the other merchant`).not.toContain(
      c.otherMerchant.mustNotContain,
    );
  }
  return ok.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(answer) : answer;
}
