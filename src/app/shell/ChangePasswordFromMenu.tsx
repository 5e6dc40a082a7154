import { useEffect } from 'react';
import { ChangePasswordDialog } from '../../features/login/ChangePasswordDialog';
import { useChangePassword } from '../../features/login/useChangePassword';

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
  const { status, failure, submit, reset } = useChangePassword({ membershipUserId, username, posUserId });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  if (!open) return null;

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
