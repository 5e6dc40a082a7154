import { type ReactNode, useRef } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Button } from '../../atoms/Button/Button';
import { ConfirmButton, type ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

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
 * An alert dialog asking to confirm an action. It does not close itself on confirm: the parent
 * closes it (after the action succeeds, or at once).
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = confirmState === 'loading';
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>
          <div className={styles.message}>{message}</div>
        </Dialog.Description>
        <Dialog.Footer>
          <Dialog.CloseTrigger>
            <Button ref={cancelRef} variant="ghost" disabled={busy}>
              {cancelLabel ?? labels.cancel}
            </Button>
          </Dialog.CloseTrigger>
          <ConfirmButton
            variant={tone === 'critical' ? 'critical' : 'solid'}
            state={confirmState}
            onClick={() => onConfirm()}
          >
            {confirmLabel ?? labels.ok}
          </ConfirmButton>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
