import type { ReactNode } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import type { ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import { Modal } from '../Modal/Modal';

export const confirmDialogTones = ['neutral', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to the "OK" label. */
  confirmLabel?: string;
  /** Defaults to the "Cancel" label. */
  cancelLabel?: string;
  /** 'critical' for destructive actions (a red confirm button). */
  tone?: ConfirmDialogTone;
  onConfirm: () => void;
  /** Called when the user declines: Cancel, Escape or the close button. */
  onCancel?: () => void;
  /** The confirm action's progress; while loading the dialog cannot be dismissed. */
  confirmState?: ConfirmButtonState;
}

/**
 * An alert dialog asking to confirm an action (a Modal with Cancel and the confirm action; Cancel
 * has the focus). It does not close itself on confirm: the parent closes it (after the action
 * succeeds, or at once).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  onCancel,
  confirmState = 'default',
}: ConfirmDialogProps) {
  const labels = useLabels();
  const decline = () => {
    onCancel?.();
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      title={title}
      description={message}
      busy={confirmState === 'loading'}
      onDismiss={decline}
      actions={[
        { label: cancelLabel ?? labels.cancel, onClick: decline, autoFocus: true },
        {
          label: confirmLabel ?? labels.ok,
          variant: tone === 'critical' ? 'critical' : 'solid',
          state: confirmState,
          onClick: onConfirm,
        },
      ]}
    />
  );
}
