import { accountApi } from '../../../api/account';
import { useApiMutation } from '../../../api/mutation';
import { userApi } from '../../../api/user';
import { ChangePasswordDialog } from '../password/ChangePasswordDialog';
import { ResetPasswordDialog } from '../password/ResetPasswordDialog';
import { useChangePassword } from '../password/useChangePassword';
import { ForgotDialog, type ForgotKind } from '../recovery/ForgotDialog';
import type { LoginModalsCallbacks, LoginSession } from './loginModal';

/** The login modals with a form, loaded when one opens (LoginModals.tsx). */

const forgotCalls = {
  username: ['Account/SendUserNamesEmail', accountApi.sendUserNamesEmail],
  password: ['Account/ForgotPassword', accountApi.forgotPassword],
} as const;

export function ForgotView({ kind, onClose }: { kind: ForgotKind; onClose: () => void }) {
  const [key, call] = forgotCalls[kind];
  const mutation = useApiMutation(key, call, { silent: true });
  return (
    <ForgotDialog
      kind={kind}
      mutation={mutation}
      onSubmit={(v) => void mutation.trigger(v)}
      onClose={onClose}
    />
  );
}

/** The e-mailed link: the new password signs the user in, and the login flow goes on from there. */
export function ResetPasswordView({ token, onClose, onSignedIn }: LoginModalsCallbacks & { token: string }) {
  const mutation = useApiMutation(
    'User/ChangePasswordAndCreateSession',
    userApi.changePasswordAndCreateSession,
    {
      silent: true,
    },
  );
  return (
    <ResetPasswordDialog
      mutation={mutation}
      onSubmit={async ({ newPassword }) => {
        const outcome = await mutation.trigger({ tk: token, newPassword });
        if (outcome.ok && outcome.data.Entity?.success) onSignedIn(outcome.data.Entity);
      }}
      onClose={onClose}
    />
  );
}

/** Change password at login (a reset is required): failure shows the server's Message or ResetFailed. */
export function ChangePasswordView({
  session,
  onChanged,
  onCancel,
}: {
  session: LoginSession;
  onChanged: () => void;
  onCancel: () => void;
}) {
  const { result, username } = session;
  const { mutation, submit } = useChangePassword({
    membershipUserId: result.membershipUserId,
    username,
    posUserId: result.posUserId,
  });
  return (
    <ChangePasswordDialog
      reason="required"
      username={username}
      mutation={mutation}
      onSubmit={(values) => void submit(values)}
      onCancel={onCancel}
      onContinue={onChanged}
    />
  );
}
