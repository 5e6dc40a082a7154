import { ApiRequestError } from '../../../api/http';
import type { Translate } from '../../../../i18n/intl';
import type { LoginResult } from '../../../domain/login';
import type { LoginStep } from '../../../domain/loginFlow';
import type { ErrorModalInput } from '../../../lib/errorModal';

/** A signed-in user going through the steps of the login flow (1-foundation.md §4). */
export interface LoginSession {
  result: LoginResult;
  /** What the user typed (username or e-mail); empty after a reset by link. */
  username: string;
}

/** A step of the login flow that shows a modal (every step but the portal). */
export type ModalStep = Exclude<LoginStep, 'portal'>;

/** The one modal the login page shows at a time. */
export type LoginModal =
  /** An error code of the log-on answer (1-foundation.md §8), with the username for the locked-out reset. */
  | { kind: 'loginError'; code: string; username: string }
  | { kind: 'forgotUsername' }
  | { kind: 'forgotPassword' }
  /** The e-mailed reset link: ?tk= on the login page. */
  | { kind: 'resetPassword'; token: string }
  | { kind: 'step'; step: ModalStep; session: LoginSession };

/** What the lazily loaded modals tell the login view. */
export interface LoginModalsCallbacks {
  /** Close the modal and stay on the login form. */
  onClose: () => void;
  /** The step is done: go on with the next step of the flow. */
  onStepDone: (step: ModalStep, session: LoginSession) => void;
  /** Log off and return to the empty login form (decline, go back, close a selection…). */
  onCancelLogin: () => void;
  /** A reset by link signed the user in: start the flow with its login result. */
  onSignedIn: (result: LoginResult) => void;
}

/**
 * A call that failed on the way (1-foundation.md §8): the generic error modal titled with the status
 * code, with the body text; offline, a modal that says the device is offline. Shown with showErrorModal (src/lib).
 */
export function transportError(err: unknown, t: Translate): ErrorModalInput {
  if (err instanceof ApiRequestError) {
    if (err.isOffline) return { title: t('ErrorModal.OfflineTitle'), message: t('Http.Offline') };
    return { title: t('ErrorModal.StatusTitle', { status: err.status }), message: err.message };
  }
  return { title: t('ErrorModal.Title'), message: t('Login.Error.Unknown') };
}
