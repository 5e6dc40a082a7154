import { createContext, forwardRef, type ReactNode, useContext } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Button } from '../../atoms/Button/Button';
import { ConfirmButton, type ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import * as styles from './Savebar.css';

/** The save's progress, shared by the bar's parts: while it runs, Discard and Delete wait. */
const SaveStateContext = createContext<ConfirmButtonState>('default');

export interface SavebarRootProps {
  /** The save's progress: default, loading (spinner), success (check), error. */
  saveState: ConfirmButtonState;
  /** The bar's label (the form's name), for the toolbar landmark. */
  label: string;
  children: ReactNode;
}

/**
 * The bar, sticky at the bottom of a form screen's content: a delete slot at its start, the form's
 * status, then Discard and Save. The ref reaches the bar (a form keeps its focused field clear of it).
 */
const Root = forwardRef<HTMLDivElement, SavebarRootProps>(function Root({ saveState, label, children }, ref) {
  return (
    <SaveStateContext.Provider value={saveState}>
      <div ref={ref} className={styles.savebar} role="toolbar" aria-label={label}>
        {children}
      </div>
    </SaveStateContext.Provider>
  );
});

export interface SavebarStatusProps {
  /** 'attention' while something keeps Save from being pressed (a rule broken). */
  tone?: 'neutral' | 'attention';
  /** A button acting on the status ("Show the fields"). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The form's state in words (unsaved changes; why Save is disabled), announced politely. Its room is
 * one control high whatever it says, so a status changing never moves the bar's buttons.
 */
function Status({ tone = 'neutral', action, children }: SavebarStatusProps) {
  return (
    <span className={styles.status} role="status">
      <span className={tone === 'attention' ? styles.statusAttention : styles.statusText}>{children}</span>
      {action}
    </span>
  );
}

export interface SavebarActionProps {
  onClick?: () => void;
  disabled?: boolean;
  /** Defaults to the design system's label of the action. */
  label?: string;
}

/** The delete slot (a form of an existing record): at the start of the bar, in the critical colour. */
function Delete({ onClick, disabled = false, label }: SavebarActionProps) {
  const labels = useLabels();
  const state = useContext(SaveStateContext);
  return (
    <span className={styles.deleteSlot}>
      <Button variant="ghost" disabled={disabled || state === 'loading'} onClick={onClick} icon="trash">
        {label ?? labels.delete}
      </Button>
    </span>
  );
}

function Discard({ onClick, disabled = false, label }: SavebarActionProps) {
  const labels = useLabels();
  const state = useContext(SaveStateContext);
  return (
    <span className={styles.action}>
      <Button variant="ghost" disabled={disabled || state === 'loading'} onClick={onClick}>
        {label ?? labels.discard}
      </Button>
    </span>
  );
}

export interface SavebarSaveProps extends SavebarActionProps {
  /** The id of the form Save submits (the bar sits outside the form); otherwise onClick. */
  formId?: string;
  /** Called when the success check has been shown; the parent may reset the state. */
  onStateReset?: () => void;
}

function Save({ onClick, disabled = false, label, formId, onStateReset }: SavebarSaveProps) {
  const labels = useLabels();
  const state = useContext(SaveStateContext);
  return (
    <span className={styles.action}>
      <ConfirmButton
        variant="solid"
        state={state}
        disabled={disabled}
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={onClick ? () => onClick() : undefined}
        onTransitionToDefault={onStateReset}
      >
        {label ?? labels.save}
      </ConfirmButton>
    </span>
  );
}

/**
 * The save bar of a form screen, a compound: `Savebar.Root` (the save's state) holding
 * `Savebar.Delete` (optional, at the start), `Savebar.Status` (optional), `Savebar.Discard` and
 * `Savebar.Save`.
 */
export const Savebar = { Root, Delete, Status, Discard, Save };
export type SavebarProps = SavebarRootProps;
