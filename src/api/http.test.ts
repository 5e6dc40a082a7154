import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer } from '../../test/renderApp';
import type { TestServer } from '../../test/server';
import { accountApi } from './account';
import { signIn } from '../features/selection/shared/testSession';
import { keptCsrfToken } from './csrf';
import { ApiRequestError, CSRF_STORAGE_KEY, http, onApiError } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());

describe('1-foundation §9 csrf token, against the real server', () => {
  it('a tab with the session cookie but no kept token fetches the token once and the write goes through', async () => {
    const { requests } = await signIn(server, 'owner');
    const kept = keptCsrfToken();
    localStorage.removeItem(CSRF_STORAGE_KEY);
    const errors: ApiRequestError[] = [];
    const stop = onApiError((e) => errors.push(e));
    const answer = await http.post<{ IsSuccessful?: boolean }>('MyStore/GetActivitySummary', {});
    stop();
    expect(answer.IsSuccessful).not.toBe(false);
    expect(keptCsrfToken()).toBe(kept);
    expect(errors).toEqual([]);
    expect(requests.map((r) => r.path)).toEqual([
      '/MyStore/GetActivitySummary',
      '/Account/GetCsrfToken',
      '/MyStore/GetActivitySummary',
    ]);
  });

  it('a wrong kept token is replaced the same way', async () => {
    await signIn(server, 'owner');
    const kept = keptCsrfToken();
    localStorage.setItem(CSRF_STORAGE_KEY, 'stale-token');
    await http.post('MyStore/GetActivitySummary', {});
    expect(keptCsrfToken()).toBe(kept);
  });

  it('without a session nothing is retried: the refusal reaches the caller', async () => {
    await signIn(server, 'owner');
    await accountApi.logOff();
    localStorage.removeItem(CSRF_STORAGE_KEY);
    const refused = await http.post('MyStore/GetActivitySummary', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).status).toBe(401);
  });
});
