import { useApiMutation } from '../../../api/mutation';
import { userApi } from '../../../api/user';
import type { ChangePasswordValues } from './ChangePasswordDialog';

export interface PasswordOwner {
  membershipUserId: string;
  username: string;
  posUserId: number | null;
}

/**
 * User/ChangePassword for a user through the mutation hook: the one submit of the change-password
 * dialog, at login and from the user menu. The dialog shows the failure itself (silent).
 */
export function useChangePassword(owner: PasswordOwner) {
  const mutation = useApiMutation('User/ChangePassword', userApi.changePassword, { silent: true });
  const submit = (values: ChangePasswordValues) =>
    mutation.trigger({
      MembershipUserId: owner.membershipUserId,
      MembershipUserName: owner.username,
      POSUserId: owner.posUserId,
      OldPassword: values.oldPassword,
      Password: values.newPassword,
      ReenterPassword: values.confirmPassword,
    });
  return { mutation, submit };
}
