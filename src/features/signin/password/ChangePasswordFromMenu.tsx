import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useChangePassword } from './useChangePassword';

export interface ChangePasswordFromMenuProps {
  onClose: () => void;
  username: string;
  membershipUserId: string;
  posUserId: number | null;
}

/**
 * The user menu's Change Password: the login flow's dialog, chosen by the user (its intro says so),
 * posting User/ChangePassword for the session's user.
 */
export function ChangePasswordFromMenu({
  onClose,
  username,
  membershipUserId,
  posUserId,
}: ChangePasswordFromMenuProps) {
  const { mutation, submit } = useChangePassword({ membershipUserId, username, posUserId });
  return (
    <ChangePasswordDialog
      reason="chosen"
      username={username}
      mutation={mutation}
      onSubmit={(values) => void submit(values)}
      onCancel={onClose}
      onContinue={onClose}
    />
  );
}
