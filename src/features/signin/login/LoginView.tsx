import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHydrated, useOnFirstInput, useWhenIdle } from '../../../../design-system';
import { withAllMessages } from '../../../../i18n/catalogue';
import { useT } from '../../../../i18n/IntlProvider';
import { accountApi, type LogOnAnswer, useVersion } from '../../../api/account';
import { clearLocalState, readRemembered, saveLoginState } from '../../../api/localState';
import { keepCsrfToken } from '../../../api/csrf';
import { useResellerConfiguration } from '../../../api/reseller';
import { brandOfReseller } from '../../../domain/brand';
import { MAX_INVALID_LOGINS } from '../../../domain/enums';
import { LoginError, type LoginResult } from '../../../domain/login';
import { type LoginStep, nextLoginStep } from '../../../domain/loginFlow';
import { useBrandState } from '../../../lib/brand';

import { type LoginFormValues, LoginPage } from './LoginPage';
import { showErrorModal } from '../../../lib/errorModal';
import { type LoginModal, type LoginSession, transportError } from './loginModal';
import { readResetToken, removeResetToken } from './resetLink';
import { loginUrls } from './urls';

/** The modals, react-hook-form and yup: one chunk, loaded with the first modal (docs/decisions.md). */
const loadModals = withAllMessages(() => import('./LoginModals'));
const LoginModals = lazy(() => loadModals().then((m) => ({ default: m.LoginModals })));

const NOT_REMEMBERED = { username: '', rememberMe: false };

/**
 * What an ended session left on the device, and its log-off the server has yet to hear
 * (src/offline/forget.ts): a chunk of its own, loaded once the page has painted and at a log-on.
 */
const loadForget = () => import('../../../offline/forget');
/** Only where something is left: a pristine device's login page loads nothing more. */
const onLoginPage = async () => {
  const left = Object.keys(localStorage).some((key) => key !== 'rememberMe' && key !== 'username');
  if (left) await (await loadForget()).onLoginPage();
};

/**
 * The login screen's data and navigation (1-foundation.md §2, §4): log on, keep the csrf token and
 * local state, then walk the login flow's steps in the order of nextLoginStep, one modal at a time,
 * and enter the portal. An error code, a failed call, the forgot links and ?tk= open their modals.
 */
/** The modal's dialog (design system, its own chunk), loaded apart from the login page's start. */
const preloadLoginDialogs = () =>
  import('../../../../design-system/organisms/Modal/Modal').then((m) => m.preloadModal());

export function LoginView() {
  const { t } = useT();
  // the dialogs a log-on may open (an error, a licence, a store to pick): their machinery loads while
  // the user types, not while the page starts
  useOnFirstInput([preloadLoginDialogs]);
  // once the page has painted: an ended session's leftovers, and the log-off the server has yet to hear
  useWhenIdle([onLoginPage]);
  const [, navigate] = useLocation();
  const reseller = useResellerConfiguration();
  const version = useVersion().data?.Entity ?? null;
  const { brand: currentBrand, setBrand } = useBrandState();
  const brand = reseller.data?.Entity ? brandOfReseller(reseller.data.Entity.ResellerId) : currentBrand;
  /** The prerendered page knows neither local storage nor the address: both wait for hydration. */
  const hydrated = useHydrated();
  const [processing, setProcessing] = useState(false);
  const [modal, setModal] = useState<LoginModal | null>(() => {
    const token = readResetToken();
    return token ? { kind: 'resetPassword', token } : null;
  });
  /** Remounts the form: back to an empty login form after a cancelled login. */
  const [formKey, setFormKey] = useState(0);
  const invalidAttempts = useRef(0);
  const remembered = hydrated ? readRemembered() : NOT_REMEMBERED;

  useEffect(() => setBrand(brand), [brand, setBrand]);

  /** The next step after `done`: its modal, or the portal. */
  const advance = (session: LoginSession, done?: LoginStep) => {
    const step = nextLoginStep(session.result, done);
    if (step === 'portal') {
      setModal(null);
      navigate(loginUrls.portal());
    } else {
      setModal({ kind: 'step', step, session });
    }
  };

  /**
   * After a successful log-on (or reset by link): everything the last session left on the device goes
   * (the server has ended it), then the new one's csrf token and local state, then the flow.
   */
  const start = async (result: LoginResult, username: string, rememberMe: boolean) => {
    const kept = await loadForget();
    await kept.forgetDevice();
    const csrf = await accountApi.getCsrfToken();
    if (csrf.Entity) keepCsrfToken(csrf.Entity);
    saveLoginState(result, username, rememberMe);
    // the session's clock on this device (offline, what it keeps shows only while it is live)
    kept.startDeviceSession(result.membershipUserId);
    invalidAttempts.current = 0;
    advance({ result, username });
  };

  const onSubmit = async (values: LoginFormValues) => {
    const username = values.username.trim();
    setProcessing(true);
    void loadModals();
    try {
      // a log-off still to be sent goes first: sent after the log-on, it would end the new session
      await (await loadForget()).sendPendingLogOff();
      const answer: LogOnAnswer = await accountApi.logOn(username, values.password);
      if (!answer.success) {
        const code = answer.errorCode ?? LoginError.InvalidCredentials;
        if (code === LoginError.InvalidCredentials) invalidAttempts.current += 1;
        // more than 4 invalid attempts: locked out (1-foundation.md §4, §9)
        const shown =
          code === LoginError.InvalidCredentials && invalidAttempts.current > MAX_INVALID_LOGINS
            ? LoginError.LockedOut
            : code;
        setModal({ kind: 'loginError', code: shown, username });
        return;
      }
      await start(answer as LoginResult, username, values.rememberMe);
    } catch (err) {
      showErrorModal(transportError(err, t));
    } finally {
      setProcessing(false);
    }
  };

  const close = () => {
    removeResetToken();
    setModal(null);
  };

  /** Decline, go back, close a selection: log off and show the empty login form. */
  const cancelLogin = async () => {
    setModal(null);
    try {
      await accountApi.logOff(true);
    } catch {
      // the session ends on the server anyway when it times out
    }
    clearLocalState();
    setFormKey((k) => k + 1);
  };

  const signedInByLink = async (result: LoginResult) => {
    removeResetToken();
    const { username, rememberMe } = readRemembered();
    try {
      await start(result, username, rememberMe);
    } catch (err) {
      showErrorModal(transportError(err, t));
    }
  };

  return (
    <>
      <LoginPage
        key={formKey}
        brand={brand}
        version={version}
        processing={processing}
        defaultUsername={remembered.username}
        defaultRememberMe={remembered.rememberMe}
        lighterEditionHref={brand === 'bank' ? null : loginUrls.lighterEdition()}
        onSubmit={onSubmit}
        onForgotUsername={() => setModal({ kind: 'forgotUsername' })}
        onForgotPassword={() => setModal({ kind: 'forgotPassword' })}
      />
      {modal && hydrated ? (
        <Suspense fallback={null}>
          <LoginModals
            modal={modal}
            onClose={close}
            onStepDone={(step, session) => advance(session, step)}
            onCancelLogin={cancelLogin}
            onSignedIn={signedInByLink}
          />
        </Suspense>
      ) : null}
    </>
  );
}
