import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Button } from '../../atoms/Button/Button';
import { ConfirmButton, type ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import { Dialog, type DialogContentProps, type DialogSize } from '../Dialog/Dialog';
import { useModalLayer } from './modalStack';

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

const answersEnterItself = 'button, a, textarea, select, [role="button"], [role="combobox"], [role="tab"]';

/**
 * The one modal of the portal: a title, an optional description and body, and a row of actions.
 * It behaves the same everywhere: Escape dismisses (when it may be dismissed and nothing runs),
 * Enter runs the main action (a form's fields submit their form), a busy dialog cannot be closed,
 * and only one modal shows at a time (the newest; see modalStack).
 */
export function Modal({
  open,
  title,
  description,
  role = 'alertdialog',
  size = 'small',
  width,
  busy = false,
  onDismiss,
  dismissOnEscape = true,
  actions,
  children,
}: ModalProps) {
  const shown = useModalLayer(open);
  const actionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const main = actions.at(-1);
  const focusIndex = actions.findIndex((a) => a.autoFocus);
  const dismissible = !!onDismiss && !busy;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.closest(answersEnterItself) || target.closest('form')) return;
    if (!main || main.disabled || busy) return;
    event.preventDefault();
    actionRefs.current[actions.length - 1]?.click();
  };

  return (
    <Dialog.Root
      open={shown}
      role={role}
      closeOnInteractOutside={false}
      closeOnEscape={dismissible && dismissOnEscape}
      initialFocusEl={focusIndex >= 0 ? () => actionRefs.current[focusIndex] ?? null : undefined}
      onOpenChange={(next) => {
        if (!next && dismissible) onDismiss?.();
      }}
    >
      <Dialog.Content size={size} width={width} busy={busy} onKeyDown={onKeyDown}>
        {onDismiss ? <Dialog.CloseButton disabled={busy} /> : null}
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        {children ? <Dialog.Body>{children}</Dialog.Body> : null}
        <Dialog.Footer>
          {actions.map((action, index) => {
            const isMain = index === actions.length - 1;
            const variant = action.variant ?? (isMain ? 'solid' : 'ghost');
            const running = action.state === 'loading';
            const common = {
              variant,
              disabled: action.disabled || (busy && !running),
              type: action.submits ? ('submit' as const) : ('button' as const),
              form: action.submits,
              onClick: action.onClick ? () => action.onClick?.() : undefined,
              ref: (el: HTMLButtonElement | null) => {
                actionRefs.current[index] = el;
              },
            };
            return action.state ? (
              <ConfirmButton key={action.label} {...common} state={action.state}>
                {action.label}
              </ConfirmButton>
            ) : (
              <Button key={action.label} {...common}>
                {action.label}
              </Button>
            );
          })}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
