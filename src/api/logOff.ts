import { accountApi } from './account';
import { ApiRequestError } from './http';
import { scopeStorage } from './scopeStorage';

/**
 * A log-off the server has yet to hear (docs/decisions.md "Session end on a shared device"): a
 * session that ended while the server could not be reached is ended there, and its cookie cleared,
 * as soon as it can be — when the connection comes back, on the login page, and before any log-on
 * (which must never race a late log-off). Only a flag is kept: nothing of the user.
 */
const PENDING_KEY = 'backroom:logOffPending';

let sending: Promise<void> | null = null;

function pending(): boolean {
  try {
    return scopeStorage()?.getItem(PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Ends the session on the server: now, or as soon as it can be reached. */
export function requestLogOff(): Promise<void> {
  try {
    scopeStorage()?.setItem(PENDING_KEY, '1');
  } catch {
    // storage refused: this one try is all there is
    return accountApi.logOff().then(
      () => undefined,
      () => undefined,
    );
  }
  return sendPendingLogOff();
}

/** Sends the log-off still to be sent, if any (once at a time); offline it stays pending. */
export function sendPendingLogOff(): Promise<void> {
  if (sending) return sending;
  if (!pending()) return Promise.resolve();
  sending = accountApi
    .logOff()
    .then(
      () => true,
      (err: unknown) => !(err instanceof ApiRequestError && err.isOffline),
    )
    .then((answered) => {
      if (answered) scopeStorage()?.removeItem(PENDING_KEY);
    })
    .finally(() => {
      sending = null;
    });
  return sending;
}
