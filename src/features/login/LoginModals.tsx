import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n/IntlProvider';
import { accountApi } from '../../api/account';
import { saveCsrfToken } from '../../api/localState';
import { userApi } from '../../api/user';
import type { LoginErrorCode } from '../../domain/login';
import { picksMerchant } from '../../domain/loginFlow';
import { canContinueSuspended, type PastDueContext } from '../../domain/pastDue';
import { errorModalContent } from '../../lib/errorModal';
import { htmlDecode } from '../../lib/htmlDecode';
import { PastDueDialog } from '../selection/PastDueDialog';
import { SuspendedDialog } from '../selection/SuspendedDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EulaDialog } from './EulaDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { ForgotUsernameDialog } from './ForgotUsernameDialog';
import { LockedOutDialog } from './LockedOutDialog';
import {
  type LoginModal,
  type LoginModalsCallbacks,
  type LoginSession,
  type ModalStep,
  serverMessage,
  transportErrorModal,
} from './loginModal';
import { MessageDialog } from './MessageDialog';
import { ResetPasswordDialog, type ResetPasswordValues } from './ResetPasswordDialog';
import type { SendStatus } from './sendStatus';
import { setShowUpdatePayment } from './updatePayment';
import { useChangePassword } from './useChangePassword';
import { loginUrls } from './urls';

export interface LoginModalsProps extends LoginModalsCallbacks {
  modal: LoginModal;
}

/**
 * The store and merchant selections (a server-paged grid) are a chunk of their own: the login modals
 * stay small for the many users who never see them; the flow fetches it ahead with its first step.
 */
const loadStoreSelection = () => import('../selection/StoreSelectionDialog');
const loadMerchantSelection = () => import('../selection/MerchantSelectionDialog');
const StoreSelectionDialog = lazy(() =>
  loadStoreSelection().then((m) => ({ default: m.StoreSelectionDialog })),
);
const MerchantSelectionDialog = lazy(() =>
  loadMerchantSelection().then((m) => ({ default: m.MerchantSelectionDialog })),
);

type ErrorContent = { title: string | null; message: string | null };
type Props = LoginModalsProps & {
  onError: (err: unknown) => void;
  onErrorContent: (content: ErrorContent) => void;
};

/** The title of each login error code's modal (1-foundation.md §8); N, M and S share the generic one. */
const errorTitleKey: Record<LoginErrorCode, string> = {
  I: 'IncorrectLogin.Title',
  L: 'LockedOut.Title',
  A: 'AccountNotApproved.Title',
  F: 'NoFeatureForRole.Title',
  X: 'DeactivatedMerchant.Title',
  D: 'DeactivatedStore.Title',
  N: 'ErrorModal.Title',
  M: 'ErrorModal.Title',
  S: 'ErrorModal.Title',
};

function modalKey(modal: LoginModal): string {
  return modal.kind === 'step' ? `step:${modal.step}` : modal.kind;
}

/**
 * The login page's modals and their calls, loaded with the first modal (one lazy chunk with
 * react-hook-form and yup): the error modals, forgot username or password, the reset link, and the
 * steps of the login flow. A call that fails on the way opens the generic error modal on top.
 */
export function LoginModals(props: LoginModalsProps) {
  const { t } = useT();
  const [error, setError] = useState<ErrorContent | null>(null);
  const onError = useCallback((err: unknown) => setError(transportErrorModal(err, t)), [t]);
  return (
    <>
      <ModalContent key={modalKey(props.modal)} {...props} onError={onError} onErrorContent={setError} />
      {error ? <ErrorDialog {...error} onClose={() => setError(null)} /> : null}
    </>
  );
}

/**
 * The generic error modal (1-foundation.md §5, §8): shown only with a message (not the string
 * "undefined") or a title, its text HTML-decoded (errorModalContent of src/lib).
 */
function ErrorDialog({ title, message, onClose }: ErrorContent & { onClose: () => void }) {
  const { t } = useT();
  const content = errorModalContent({ title, message });
  useEffect(() => {
    if (!content) onClose();
  }, [content, onClose]);
  if (!content) return null;
  return (
    <MessageDialog
      title={content.title ?? t('ErrorModal.Title')}
      message={content.message}
      tone="critical"
      actions={[{ label: t('Login.Ok'), onClick: onClose }]}
    />
  );
}

function ModalContent(props: Props) {
  const { t } = useT();
  const { modal, onClose } = props;
  switch (modal.kind) {
    case 'error':
      return <ErrorDialog title={modal.title} message={modal.message} onClose={onClose} />;
    case 'loginError':
      if (modal.code === 'L') return <LockedOutView username={modal.username} onClose={onClose} />;
      return (
        <MessageDialog
          title={t(errorTitleKey[modal.code] ?? 'ErrorModal.Title')}
          message={t(`Login.Error.${modal.code}`)}
          tone="critical"
          actions={[{ label: t('Login.Ok'), onClick: onClose }]}
        />
      );
    case 'forgotUsername':
      return <ForgotUsernameView onClose={onClose} />;
    case 'forgotPassword':
      return <ForgotPasswordView onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordView {...props} token={modal.token} />;
    case 'step':
      return <StepView {...props} step={modal.step} session={modal.session} />;
  }
}

/** Runs a call that e-mails something; IsSuccessful false or a failed call is a failure. */
function useSend<A>(send: (arg: A) => Promise<{ IsSuccessful: boolean }>) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const run = async (arg: A) => {
    setStatus('sending');
    try {
      const result = await send(arg);
      setStatus(result.IsSuccessful ? 'sent' : 'failed');
    } catch {
      setStatus('failed');
    }
  };
  return { status, run };
}

function LockedOutView({ username, onClose }: { username: string; onClose: () => void }) {
  const { status, run } = useSend(accountApi.forgotPassword);
  return (
    <LockedOutDialog
      username={username}
      status={status}
      onReset={() => run(username.trim())}
      onClose={onClose}
    />
  );
}

function ForgotUsernameView({ onClose }: { onClose: () => void }) {
  const { status, run } = useSend(accountApi.sendUserNamesEmail);
  return <ForgotUsernameDialog status={status} onSubmit={run} onClose={onClose} />;
}

function ForgotPasswordView({ onClose }: { onClose: () => void }) {
  const { status, run } = useSend(accountApi.forgotPassword);
  return <ForgotPasswordDialog status={status} onSubmit={run} onClose={onClose} />;
}

/** The e-mailed link: the new password signs the user in, and the login flow goes on from there. */
function ResetPasswordView({ token, onClose, onSignedIn }: Props & { token: string }) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ newPassword }: ResetPasswordValues) => {
    setStatus('sending');
    try {
      const answer = await userApi.changePasswordAndCreateSession(token, newPassword);
      if (answer.IsSuccessful && answer.Entity?.success) {
        onSignedIn(answer.Entity);
        return;
      }
      setFailure(answer.Message ? htmlDecode(answer.Message) : null);
    } catch (err) {
      const message = serverMessage(err);
      setFailure(message ? htmlDecode(message) : null);
    }
    setStatus('failed');
  };
  return <ResetPasswordDialog status={status} failureMessage={failure} onSubmit={submit} onClose={onClose} />;
}

function StepView({
  step,
  session,
  onStepDone,
  onCancelLogin,
  onError,
  onErrorContent,
}: Props & { step: ModalStep; session: LoginSession }) {
  const { t } = useT();
  const done = () => onStepDone(step, session);
  const { result } = session;
  const merchantFirst = picksMerchant(result);
  useEffect(() => {
    void (merchantFirst ? loadMerchantSelection() : loadStoreSelection()).catch(() => undefined);
  }, [merchantFirst]);
  switch (step) {
    case 'placeOfUseNotice':
      return (
        <MessageDialog
          title={t('PlaceOfUse.Title')}
          message={t('PlaceOfUse.Message')}
          actions={[{ label: t('Login.Ok'), onClick: done }]}
        />
      );
    case 'licence':
      return (
        <EulaView
          session={session}
          onAccepted={done}
          onDecline={onCancelLogin}
          onError={onError}
          onRefused={(message) => onErrorContent({ title: null, message })}
        />
      );
    case 'suspended':
      return (
        <SuspendedDialog
          open
          canContinue={canContinueSuspended(result)}
          onGoBack={onCancelLogin}
          onContinue={done}
        />
      );
    case 'pastDue':
      return <PastDueView session={session} onContinue={done} onLogOff={onCancelLogin} />;
    case 'changePassword':
      return <ChangePasswordView session={session} onChanged={done} onCancel={onCancelLogin} />;
    case 'storeSelection':
      return (
        <Suspense fallback={null}>
          <StoreSelectionDialog open mode="login" onSelected={done} onClose={onCancelLogin} />
        </Suspense>
      );
    case 'merchantSelection':
      return (
        <Suspense fallback={null}>
          <MerchantSelectionDialog open mode="login" onSelected={done} onClose={onCancelLogin} />
        </Suspense>
      );
    case 'updatePayment':
      return (
        <MessageDialog
          title={t('UpdatePayment.Title')}
          message={t('UpdatePayment.Message')}
          actions={[
            {
              label: t('UpdatePayment.Continue'),
              onClick: () => {
                setShowUpdatePayment();
                done();
              },
            },
          ]}
        />
      );
  }
}

/** Licence accept (1-foundation.md §4): post the acceptance, fetch a new csrf token, go on. */
function EulaView({
  session,
  onAccepted,
  onDecline,
  onError,
  onRefused,
}: {
  session: LoginSession;
  onAccepted: () => void;
  onDecline: () => void;
  onError: (err: unknown) => void;
  onRefused: (message: string | null) => void;
}) {
  const { result } = session;
  const [accepting, setAccepting] = useState(false);
  const accept = async () => {
    setAccepting(true);
    try {
      const answer = await accountApi.updateMerchantEulaHistory({
        eulaId: result.eulaId,
        membershipUserId: result.membershipUserId,
        merchantId: result.merchantId,
        merchantStatusCode: result.merchantStatusCode,
      });
      if (!answer.IsSuccessful) {
        onRefused(answer.Message ?? null);
        setAccepting(false);
        return;
      }
      const csrf = await accountApi.getCsrfToken();
      if (csrf.Entity) saveCsrfToken(csrf.Entity);
      onAccepted();
    } catch (err) {
      onError(err);
      setAccepting(false);
    }
  };
  return (
    <EulaDialog
      documentUrl={loginUrls.eula(result.eulaFileName ?? '')}
      accepting={accepting}
      onAccept={accept}
      onDecline={onDecline}
    />
  );
}

/**
 * The past-due modal at login (1-foundation.md §4): who may update payment depends on the account
 * manager flag, which the store status check answers; OK with negative days logs off.
 */
function PastDueView({
  session,
  onContinue,
  onLogOff,
}: {
  session: LoginSession;
  onContinue: () => void;
  onLogOff: () => void;
}) {
  const { result } = session;
  const [isAccountManager, setAccountManager] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    accountApi.checkStoreAccountStatus(result.storeId, result.merchantId).then(
      (status) => live && setAccountManager(status?.IsAccountManager === true),
      () => live && setAccountManager(false),
    );
    return () => {
      live = false;
    };
  }, [result.storeId, result.merchantId]);
  if (isAccountManager === null) return null;
  const context: PastDueContext = {
    days: result.storePastDueRemainingDays ?? 0,
    isAdminUser: result.isAdminUser,
    configurableRoles: result.featConfigurableRolePermission,
    isUpdatePaymentFeatureEnabled: result.isUpdatePaymentFeatureEnabled,
    isAccountManager,
    merchantUserRoleId: result.merchantUserRoleId,
  };
  return (
    <PastDueDialog
      open
      context={context}
      atLogin
      onOutcome={(outcome) => {
        if (outcome === 'logOff') return onLogOff();
        if (outcome === 'updatePayment') setShowUpdatePayment();
        onContinue();
      }}
    />
  );
}

/** Change password at login (a reset is required): failure shows the server's Message or ResetFailed. */
function ChangePasswordView({
  session,
  onChanged,
  onCancel,
}: {
  session: LoginSession;
  onChanged: () => void;
  onCancel: () => void;
}) {
  const { result, username } = session;
  const { status, failure, submit } = useChangePassword({
    membershipUserId: result.membershipUserId,
    username,
    posUserId: result.posUserId,
  });
  return (
    <ChangePasswordDialog
      username={username}
      status={status}
      failureMessage={failure}
      onSubmit={submit}
      onCancel={onCancel}
      onContinue={onChanged}
    />
  );
}
