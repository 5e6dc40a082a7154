/** The reset-password link of the e-mail opens the login page with ?tk= (1-foundation.md §2). */
export const RESET_TOKEN_PARAM = 'tk';

export function readResetToken(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.search).get(RESET_TOKEN_PARAM);
  return token?.trim() ? token.trim() : null;
}

/** Takes tk out of the address (after the reset, or when the modal is closed), keeping the rest. */
export function removeResetToken() {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESET_TOKEN_PARAM)) return;
  url.searchParams.delete(RESET_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
