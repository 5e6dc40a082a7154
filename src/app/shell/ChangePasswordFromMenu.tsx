import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../api/http';
import { userApi } from '../../api/user';
import { ChangePasswordDialog, type ChangePasswordValues } from '../../features/login/ChangePasswordDialog';
import type { SendStatus } from '../../features/login/sendStatus';
import { htmlDecode } from '../../lib/htmlDecode';

export interface ChangePasswordFromMenuProps {
  open: boolean;
  onClose: () => void;
  username: string;
  membershipUserId: string;
  posUserId: number | null;
}

/** The user menu's Change Password: the login screens' dialog, posting User/ChangePassword for the session's user. */
export function ChangePasswordFromMenu({
  open,
  onClose,
  username,
  membershipUserId,
  posUserId,
}: ChangePasswordFromMenuProps) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setStatus('idle');
      setFailure(null);
    }
  }, [open]);
  if (!open) return null;

  const submit = async (values: ChangePasswordValues) => {
    setStatus('sending');
    try {
      const answer = await userApi.changePassword({
        MembershipUserId: membershipUserId,
        MembershipUserName: username,
        POSUserId: posUserId,
        OldPassword: values.oldPassword,
        Password: values.newPassword,
        ReenterPassword: values.confirmPassword,
      });
      if (answer.IsSuccessful) {
        setStatus('sent');
        return;
      }
      setFailure(answer.Message ? htmlDecode(answer.Message) : null);
    } catch (err) {
      setFailure(err instanceof ApiRequestError && err.message ? htmlDecode(err.message) : null);
    }
    setStatus('failed');
  };

  return (
    <ChangePasswordDialog
      username={username}
      status={status}
      failureMessage={failure}
      onSubmit={submit}
      onCancel={onClose}
      onContinue={onClose}
    />
  );
}
