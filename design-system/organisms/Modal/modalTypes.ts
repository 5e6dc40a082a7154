import type { ReactNode } from 'react';
import type { ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import type { DialogContentProps, DialogSize } from '../Dialog/Dialog';

export const modalActionVariants = ['solid', 'ghost', 'critical'] as const;

export interface ModalAction {
  label: string;
  onClick?: () => void;
  /** The last action is the main one (solid) unless told otherwise; the others are ghost. */
  variant?: (typeof modalActionVariants)[number];
  /** The action's progress (a spinner while loading, a check on success). */
  state?: ConfirmButtonState;
  disabled?: boolean;
  /** The id of the form this action submits (a form dialog); Enter in the form does the same. */
  submits?: string;
  /** Focused when the dialog opens (a confirmation focuses its safe answer). */
  autoFocus?: boolean;
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** A short text under the title that describes the dialog. */
  description?: ReactNode;
  /** 'alertdialog' (default) for messages and confirmations; 'dialog' for forms and lists. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  width?: DialogContentProps['width'];
  /** A call is running: the dialog cannot be dismissed and its other actions wait. */
  busy?: boolean;
  /** What Escape and the close (×) button do; without it the dialog must be answered with an action. */
  onDismiss?: () => void;
  /** Escape dismisses (default true); false while Escape means something inside (clearing a search). */
  dismissOnEscape?: boolean;
  /** The buttons, the main one last. */
  actions: ModalAction[];
  children?: ReactNode;
}
