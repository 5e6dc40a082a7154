import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { DEMO_PASSWORD } from '../demo/accounts';
import { jsonTextFault, MAX_JSON_DEPTH } from './jsonText';

/** `levels` nested arrays around `inner`, written as text (JSON.stringify would recurse). */
const arrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
/** `levels` nested objects {"": …} around `inner` (200,000 of them fit the 1 MB body limit). */
const objects = (levels: number, inner = '1') => `${'{"":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

describe('jsonTextFault: the raw text scan before JSON.parse (issue 22 §5)', () => {
  it('counts the nesting of objects and arrays, up to MAX_JSON_DEPTH', () => {
    expect(jsonTextFault(arrays(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonTextFault(objects(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonTextFault(arrays(MAX_JSON_DEPTH + 1))).toBe('tooDeep');
    expect(jsonTextFault(objects(MAX_JSON_DEPTH + 1))).toBe('tooDeep');
    // siblings do not add up: depth is nesting, not a count of brackets
    expect(jsonTextFault(`[${Array.from({ length: 100 }, () => arrays(20)).join(',')}]`)).toBeNull();
  });

  it('brackets inside strings are text, and an escaped quote does not end its string', () => {
    expect(jsonTextFault(`{"a": "${'['.repeat(1000)}"}`)).toBeNull();
    expect(jsonTextFault(`{"a": "\\"${'{'.repeat(1000)}"}`)).toBeNull();
    expect(jsonTextFault(`{"${'['.repeat(1000)}": 1}`)).toBeNull();
    // an escaped backslash does end before the quote, so what follows is outside the string again
    expect(jsonTextFault(`{"a": "\\\\", "b": ${arrays(MAX_JSON_DEPTH)}}`)).toBe('tooDeep');
  });

  it('finds a NUL raw or escaped, in values and keys, but not an escaped backslash before u0000', () => {
    expect(jsonTextFault('{"a": "x\u0000"}')).toBe('nul');
    expect(jsonTextFault('{"a": "x\\u0000"}')).toBe('nul');
    expect(jsonTextFault('{"\\u0000": 1}')).toBe('nul');
    expect(jsonTextFault('{"a": "\\\\u0000"}')).toBeNull();
    expect(jsonTextFault('{"a": "\\u00001"}')).toBe('nul');
  });
});

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());

/** Posts a raw JSON text and answers the status and the answer's MessageKey. */
async function postRaw(path: string, raw: string, agent = s.agent()) {
  const res = await agent.request('POST', path, { raw, headers: { 'content-type': 'application/json' } });
  const answer = await res.json();
  expect(answer).toMatchObject({ IsSuccessful: false, Message: expect.any(String) });
  return { status: res.status, key: answer.MessageKey };
}

const TOO_DEEP = { status: 400, key: 'Server.JsonTooDeep' };

describe('deeply nested JSON is a 400, never a 500 (issue 22 §5)', () => {
  it('200,000 levels of arrays or objects: 400 Server.JsonTooDeep, without a session and with one', async () => {
    expect(await postRaw('Account/LogOn', arrays(200_000))).toEqual(TOO_DEEP);
    expect(await postRaw('Account/LogOn', objects(200_000))).toEqual(TOO_DEEP);
    const owner = await s.signedIn('owner');
    expect(await postRaw('Company/GetMerchantStores', arrays(200_000), owner)).toEqual(TOO_DEEP);
    expect(await postRaw('Company/GetMerchantStores', objects(200_000), owner)).toEqual(TOO_DEEP);
    // and the server goes on answering
    expect((await s.agent().login('owner', DEMO_PASSWORD)).success).toBe(true);
  });

  it('a field 5,000 levels deep: 400 Server.JsonTooDeep, the log-on not even attempted', async () => {
    const attempts = async () =>
      (await s.db.query<{ n: number }>('select coalesce(sum(attempts), 0)::int as n from login_throttle'))[0]
        .n;
    const before = await attempts();
    const body = `{"username": "owner", "password": ${arrays(5_000, '"x"')}}`;
    expect(await postRaw('Account/LogOn', body)).toEqual(TOO_DEEP);
    expect(await attempts()).toBe(before);
  });

  it('nesting within the limit reaches the rules of the endpoint', async () => {
    const body = `{"username": "owner", "password": ${arrays(MAX_JSON_DEPTH - 1, '"x"')}}`;
    expect(await postRaw('Account/LogOn', body)).toEqual({ status: 400, key: 'Validation.Type' });
    const deeper = `{"username": "owner", "password": ${arrays(MAX_JSON_DEPTH, '"x"')}}`;
    expect(await postRaw('Account/LogOn', deeper)).toEqual(TOO_DEEP);
  });
});
