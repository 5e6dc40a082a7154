import { accountApi } from '../../../api/account';
import { http, setFetch } from '../../../api/http';
import { saveLoginState } from '../../../api/localState';
import { keepCsrfToken } from '../../../api/csrf';
import { notificationApi } from '../../../api/notification';
import { startDeviceSession } from '../../../api/sessionWatch';
import type { LoginResult } from '../../../domain/login';
import type { PortalData } from '../../../domain/portalData';
import { newBrowserSession } from '../../../../test/renderApp';
import { inProcessFetch, type TestServer } from '../../../../test/server';

export const DEMO_PASSWORD = 'Backroom#2026';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** the server has answered it (a test can wait for an answer, not a while) */
  answered?: boolean;
}

export interface SignInOptions {
  /** The login screen's Remember me (the username kept on the device). */
  rememberMe?: boolean;
  /** The session has seen its notifications (their modal has tests of its own): it does not open. */
  notificationsSeen?: boolean;
}

/**
 * Test helper: a new browser session against the real in-process server (a new tab: empty local and
 * session storage), signed in as `username` the way the login screen leaves it (csrf token, login
 * state and the device's session kept), recording every request.
 */
export async function signIn(
  server: TestServer,
  username: string,
  options: SignInOptions = {},
): Promise<{ requests: RecordedRequest[]; browserFetch: typeof fetch; result: LoginResult }> {
  newBrowserSession(server);
  sessionStorage.clear();
  const inner = inProcessFetch((req) => server.app.fetch(req));
  const requests: RecordedRequest[] = [];
  const browserFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost:8080');
    let body: unknown = null;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body,
    };
    requests.push(request);
    try {
      return await inner(input, init);
    } finally {
      request.answered = true;
    }
  };
  setFetch(browserFetch);
  const result = await accountApi.logOn(username, DEMO_PASSWORD);
  if (!result.success) throw new Error(`log-on of ${username} failed: ${result.errorCode}`);
  const csrf = await accountApi.getCsrfToken();
  if (csrf.Entity) keepCsrfToken(csrf.Entity);
  saveLoginState(result as LoginResult, username, options.rememberMe === true);
  startDeviceSession(result.membershipUserId as string);
  if (options.notificationsSeen) await notificationApi.markSeen(undefined);
  requests.length = 0;
  return { requests, browserFetch, result: result as LoginResult };
}

/** The session's portal data, asked through the same browser session. */
export function portalData(): Promise<PortalData> {
  return http.get<PortalData>('Portal/GetPortalData');
}
