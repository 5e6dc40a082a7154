/**
 * The show-update-payment flag (1-foundation.md §4): set by the past-due modal's Update Payment and
 * by the update-payment step of the login flow; the portal reads it to offer the payment update.
 * Kept for the browser tab's session only.
 */
export const SHOW_UPDATE_PAYMENT_KEY = 'showUpdatePayment';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function setShowUpdatePayment() {
  session()?.setItem(SHOW_UPDATE_PAYMENT_KEY, 'true');
}

export function readShowUpdatePayment(): boolean {
  return session()?.getItem(SHOW_UPDATE_PAYMENT_KEY) === 'true';
}

export function clearShowUpdatePayment() {
  session()?.removeItem(SHOW_UPDATE_PAYMENT_KEY);
}
