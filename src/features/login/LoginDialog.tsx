import type { ReactNode } from 'react';
import { Dialog, type DialogContentProps, type DialogSize } from '../../../design-system';

export interface LoginDialogProps {
  title: string;
  /** The short text under the title that describes the dialog. */
  description?: ReactNode;
  /** What Escape and the close (×) button do; without it the dialog must be answered with a button. */
  onDismiss?: () => void;
  /** 'alertdialog' (default) for messages that need an answer; 'dialog' for forms. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  width?: DialogContentProps['width'];
  /** A call is running: the dialog cannot be dismissed. */
  busy?: boolean;
  children?: ReactNode;
  /** The buttons. */
  actions: ReactNode;
}

/** The frame every login modal shares: a titled modal dialog with a body and a row of actions. */
export function LoginDialog({
  title,
  description,
  onDismiss,
  role = 'alertdialog',
  size = 'small',
  width,
  busy = false,
  children,
  actions,
}: LoginDialogProps) {
  return (
    <Dialog.Root
      open
      role={role}
      closeOnInteractOutside={false}
      closeOnEscape={!!onDismiss && !busy}
      onOpenChange={(open) => {
        if (!open && !busy) onDismiss?.();
      }}
    >
      <Dialog.Content size={size} width={width}>
        {onDismiss ? <Dialog.CloseButton /> : null}
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        {children ? <Dialog.Body>{children}</Dialog.Body> : null}
        <Dialog.Footer>{actions}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
