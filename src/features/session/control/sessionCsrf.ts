import { accountApi } from '../../../api/account';
import { keepCsrfToken } from '../../../api/csrf';

/** Told to the embedded frame (through the shell) when the csrf token changes: detail { token }. */
export const CSRF_CHANGED_EVENT = 'backroom:csrf-changed';

/** Fetches the session's csrf token (after Extend or a renewal), keeps it and tells the frame. */
export async function refreshCsrfToken() {
  const answer = await accountApi.getCsrfToken();
  if (answer.Entity) {
    keepCsrfToken(answer.Entity);
    window.dispatchEvent(new CustomEvent(CSRF_CHANGED_EVENT, { detail: { token: answer.Entity } }));
  }
}
