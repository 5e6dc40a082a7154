import { type KeyboardEvent, useRef } from 'react';
import { useOpenAfterMount } from '../../lazyPreloadable';
import { Button } from '../../atoms/Button/Button';
import { ConfirmButton } from '../../atoms/Button/ConfirmButton';
import { Dialog } from '../Dialog/Dialog';
import type { ModalProps } from './modalTypes';

const answersEnterItself = 'button, a, textarea, select, [role="button"], [role="combobox"], [role="tab"]';

/**
 * The modal's dialog (Modal.tsx loads it on the first open): Ark's dialog with its focus trap,
 * Escape, Enter on the main action and the row of actions. `shown` is whether it is the modal that
 * shows now (modalStack).
 */
export function ModalDialog({
  shown,
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
}: Omit<ModalProps, 'open'> & { shown: boolean }) {
  const actionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const open = useOpenAfterMount(shown);
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
      open={open}
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
