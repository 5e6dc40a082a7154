import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { accountApi } from '../../../api/account';
import { keepCsrfToken } from '../../../api/csrf';
import { useApiMutation } from '../../../api/mutation';
import { LoginError } from '../../../domain/login';
import { picksMerchant } from '../../../domain/loginFlow';
import { canContinueSuspended, type PastDueContext } from '../../../domain/pastDue';
import { showErrorModal } from '../../../lib/errorModal';
import { PastDueDialog } from '../../selection/standing/PastDueDialog';
import { SuspendedDialog } from '../../selection/standing/SuspendedDialog';
import { EulaDialog } from '../licence/EulaDialog';
import { LockedOutDialog } from '../recovery/LockedOutDialog';
import { LoginErrorDialog } from './LoginErrorDialog';
import {
  type LoginModal,
  type LoginModalsCallbacks,
  type LoginSession,
  type ModalStep,
  transportError,
} from './loginModal';
import { setShowUpdatePayment } from '../../../api/updatePaymentFlag';
import { loginUrls } from './urls';

export interface LoginModalsProps extends LoginModalsCallbacks {
  modal: LoginModal;
}

/**
 * The store and merchant selections (a server-paged grid) are a chunk of their own: the login modals
 * stay small for the many users who never see them; the flow fetches it ahead with its first step.
 */
const loadStoreSelection = () => import('../../selection/store/StoreSelectionDialog');
const loadMerchantSelection = () => import('../../selection/merchant/MerchantSelectionDialog');
/**
 * The dialogs with a form (forgot username or password, the reset link, change password at login)
 * bring react-hook-form and yup: a chunk of their own, loaded when one opens.
 */
const loadFormViews = () => import('./LoginFormViews');
const ForgotView = lazy(() => loadFormViews().then((m) => ({ default: m.ForgotView })));
const ResetPasswordView = lazy(() => loadFormViews().then((m) => ({ default: m.ResetPasswordView })));
const ChangePasswordView = lazy(() => loadFormViews().then((m) => ({ default: m.ChangePasswordView })));

const StoreSelectionDialog = lazy(() =>
  loadStoreSelection().then((m) => ({ default: m.StoreSelectionDialog })),
);
const MerchantSelectionDialog = lazy(() =>
  loadMerchantSelection().then((m) => ({ default: m.MerchantSelectionDialog })),
);

function modalKey(modal: LoginModal): string {
  return modal.kind === 'step' ? `step:${modal.step}` : modal.kind;
}

/**
 * The login page's modals and their calls, loaded with the first modal (the form dialogs, with
 * react-hook-form and yup, are a chunk of their own): the error modals, forgot username or password,
 * the reset link, and the steps of the login flow. Every write goes through the mutation hook; a call that fails on the way
 * opens the generic error modal (showErrorModal) on top.
 */
export function LoginModals(props: LoginModalsProps) {
  // the form dialogs and the selections are lazy: nothing shows until their chunk is here
  return (
    <Suspense fallback={null}>
      <ModalContent key={modalKey(props.modal)} {...props} />
    </Suspense>
  );
}

function ModalContent(props: LoginModalsProps) {
  const { modal, onClose } = props;
  switch (modal.kind) {
    case 'loginError':
      if (modal.code === LoginError.LockedOut)
        return <LockedOutView username={modal.username} onClose={onClose} />;
      return <LoginErrorDialog code={modal.code} onClose={onClose} />;
    case 'forgotUsername':
      return <ForgotView kind="username" onClose={onClose} />;
    case 'forgotPassword':
      return <ForgotView kind="password" onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordView {...props} token={modal.token} />;
    case 'step':
      return <StepView {...props} step={modal.step} session={modal.session} />;
  }
}

function LockedOutView({ username, onClose }: { username: string; onClose: () => void }) {
  const mutation = useApiMutation('Account/ForgotPassword', accountApi.forgotPassword, { silent: true });
  return (
    <LockedOutDialog
      username={username}
      state={mutation.state}
      onReset={() => void mutation.trigger(username.trim())}
      onClose={onClose}
    />
  );
}

function StepView({
  step,
  session,
  onStepDone,
  onCancelLogin,
}: LoginModalsProps & { step: ModalStep; session: LoginSession }) {
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
        <Modal
          open
          title={t('PlaceOfUse.Title')}
          description={t('PlaceOfUse.Message')}
          actions={[{ label: t('Login.Ok'), onClick: done }]}
        />
      );
    case 'licence':
      return <EulaView session={session} onAccepted={done} onDecline={onCancelLogin} />;
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
      return <StoreSelectionDialog open mode="login" onSelected={done} onClose={onCancelLogin} />;
    case 'merchantSelection':
      return <MerchantSelectionDialog open mode="login" onSelected={done} onClose={onCancelLogin} />;
    case 'updatePayment':
      return (
        <Modal
          open
          title={t('UpdatePayment.Title')}
          description={t('UpdatePayment.Message')}
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

/**
 * Licence accept (1-foundation.md §4): post the acceptance, fetch a new csrf token, go on. A refusal
 * shows the server's message, a transport error the generic error modal with its status.
 */
function EulaView({
  session,
  onAccepted,
  onDecline,
}: {
  session: LoginSession;
  onAccepted: () => void;
  onDecline: () => void;
}) {
  const { t } = useT();
  const { result } = session;
  const mutation = useApiMutation('Account/UpdateMerchantEulaHistory', accountApi.updateMerchantEulaHistory, {
    silent: true,
  });
  const [renewing, setRenewing] = useState(false);
  const accept = async () => {
    const outcome = await mutation.trigger({
      eulaId: result.eulaId,
      membershipUserId: result.membershipUserId,
      merchantId: result.merchantId,
      merchantStatusCode: result.merchantStatusCode,
    });
    if (!outcome.ok) {
      const { error } = outcome;
      showErrorModal(error.status === 200 ? { message: error.message } : transportError(error, t));
      return;
    }
    setRenewing(true);
    try {
      const csrf = await accountApi.getCsrfToken();
      if (csrf.Entity) keepCsrfToken(csrf.Entity);
      onAccepted();
    } catch (err) {
      showErrorModal(transportError(err, t));
      setRenewing(false);
    }
  };
  return (
    <EulaDialog
      documentUrl={loginUrls.eula(result.eulaFileName ?? '')}
      accepting={mutation.state === 'loading' || renewing}
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
    accountApi
      .checkStoreAccountStatus({ StoreId: result.storeId, MerchantId: result.merchantId }, { silent: true })
      .then(
        (answer) => live && setAccountManager(answer.body?.IsAccountManager === true),
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
