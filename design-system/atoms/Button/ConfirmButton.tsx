import { forwardRef, useEffect, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Button, type ButtonProps } from './Button';

export const confirmButtonStates = ['default', 'loading', 'success', 'error'] as const;
export type ConfirmButtonState = (typeof confirmButtonStates)[number];

export interface ConfirmButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The save's transition state, owned by the parent (saleor-dashboard's ConfirmButton). */
  state: ConfirmButtonState;
  /** How long the success check shows before the button looks normal again (ms, default 2000). */
  successDurationMs?: number;
  /** Called when the success check has been shown for `successDurationMs`; the parent may reset `state`. */
  onTransitionToDefault?: () => void;
}

/**
 * A save button that shows the save's progress: a spinner while loading, a check briefly after
 * success; each change is announced in a polite live region (saving, saved, save failed).
 */
export const ConfirmButton = forwardRef<HTMLButtonElement, ConfirmButtonProps>(function ConfirmButton(
  { state, successDurationMs = 2000, onTransitionToDefault, icon, ...rest },
  ref,
) {
  const labels = useLabels();
  const [successShown, setSuccessShown] = useState(state === 'success');

  // The timer restarts only when the state changes, not when the parent passes a new callback.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onTransitionToDefault is left out on purpose
  useEffect(() => {
    if (state !== 'success') {
      setSuccessShown(false);
      return;
    }
    setSuccessShown(true);
    const timer = setTimeout(() => {
      setSuccessShown(false);
      onTransitionToDefault?.();
    }, successDurationMs);
    return () => clearTimeout(timer);
  }, [state, successDurationMs]);

  const announcement =
    state === 'loading'
      ? labels.saving
      : state === 'success'
        ? labels.saved
        : state === 'error'
          ? labels.saveFailed
          : '';

  return (
    <>
      <Button
        {...rest}
        ref={ref}
        loading={state === 'loading'}
        icon={successShown ? 'check' : icon}
        data-state={successShown ? 'success' : state === 'success' ? 'default' : state}
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
});
