import { useCallback, useState } from 'react';
import { userApi } from '../../api/user';
import { htmlDecode } from '../../lib/htmlDecode';
import type { ChangePasswordValues } from './ChangePasswordDialog';
import { serverMessage } from './loginModal';
import type { SendStatus } from './sendStatus';

export interface PasswordOwner {
  membershipUserId: string;
  username: string;
  posUserId: number | null;
}

/**
 * Posts User/ChangePassword for a user: the one submit of the change-password dialog, at login and
 * from the user menu. A failure keeps the server's Message (HTML-decoded) for the dialog, which
 * falls back to ResetFailed (1-foundation.md §8).
 */
export function useChangePassword(owner: PasswordOwner) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useCallback(() => {
    setStatus('idle');
    setFailure(null);
  }, []);

  const submit = async (values: ChangePasswordValues) => {
    setStatus('sending');
    try {
      const answer = await userApi.changePassword({
        MembershipUserId: owner.membershipUserId,
        MembershipUserName: owner.username,
        POSUserId: owner.posUserId,
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
      const message = serverMessage(err);
      setFailure(message ? htmlDecode(message) : null);
    }
    setStatus('failed');
  };

  return { status, failure, submit, reset };
}
