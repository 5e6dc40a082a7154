import { useLabels } from '../../DesignSystemProvider';
import { Button } from '../../atoms/Button/Button';
import { ConfirmButton, type ConfirmButtonState } from '../../atoms/Button/ConfirmButton';
import * as styles from './Savebar.css';

export interface SavebarProps {
  /** Called by Save (unless `formId` is given, then Save submits that form). */
  onSave?: () => void;
  onDiscard: () => void;
  /** The save's progress: default, loading (spinner), success (check), error. */
  saveState: ConfirmButtonState;
  saveDisabled?: boolean;
  discardDisabled?: boolean;
  /** Defaults to the "Save" label. */
  saveLabel?: string;
  /** Defaults to the "Discard" label. */
  discardLabel?: string;
  /** The id of the form Save submits (the bar sits outside the form). */
  formId?: string;
  /** Called when the success check has been shown; the parent may reset `saveState`. */
  onSaveStateReset?: () => void;
}

/** The Save / Discard bar, sticky at the bottom of the content of a form screen. */
export function Savebar({
  onSave,
  onDiscard,
  saveState,
  saveDisabled = false,
  discardDisabled = false,
  saveLabel,
  discardLabel,
  formId,
  onSaveStateReset,
}: SavebarProps) {
  const labels = useLabels();
  return (
    <div className={styles.savebar}>
      <span className={styles.action}>
        <Button
          variant="ghost"
          disabled={discardDisabled || saveState === 'loading'}
          onClick={() => onDiscard()}
        >
          {discardLabel ?? labels.discard}
        </Button>
      </span>
      <span className={styles.action}>
        <ConfirmButton
          variant="solid"
          state={saveState}
          disabled={saveDisabled}
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={onSave ? () => onSave() : undefined}
          onTransitionToDefault={onSaveStateReset}
        >
          {saveLabel ?? labels.save}
        </ConfirmButton>
      </span>
    </div>
  );
}
