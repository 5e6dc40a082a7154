import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from '@ark-ui/react/field';
import { type ReactNode, useId } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { VisuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden';
import * as styles from './TextField.css';

/** The required mark after a label: an asterisk to see, the word "required" to hear. */
export function RequiredMark({ required }: { required?: boolean }) {
  const labels = useLabels();
  if (!required) return null;
  return (
    <>
      {' '}
      <span aria-hidden="true" className={styles.requiredMark}>
        *
      </span>
      <VisuallyHidden>{labels.required}</VisuallyHidden>
    </>
  );
}

/** The field's error with a warning icon (Ark shows it only while the field is invalid). */
export function FieldError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <FieldErrorText className={styles.errorText}>
      <Icon name="error" size="small" />
      <span>{children}</span>
    </FieldErrorText>
  );
}

/** aria-describedby for a control from the ids of its helper and error texts that are shown. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** The ids of a field's input, helper text and error text (the given id, or one of its own). */
export function useFieldIds(id: string | undefined, prefix: string) {
  const generated = useId();
  const inputId = id ?? `${prefix}-${generated}`;
  return { inputId, helperId: `${inputId}-helper`, errorId: `${inputId}-error` };
}

export interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  helperText?: ReactNode;
  errorText?: ReactNode;
  /** The control (an Ark FieldInput), given its aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * What every labelled field is around its control (Ark Field): the label with its required mark,
 * the helper text, and the error with its icon, all tied to the control by their ids.
 */
export function FieldFrame({ ids, label, helperText, errorText, children, ...state }: FieldFrameProps) {
  return (
    <FieldRoot
      id={ids.inputId}
      ids={{ helperText: ids.helperId, errorText: ids.errorId }}
      {...state}
      className={styles.root}
    >
      <FieldLabel className={styles.label}>
        {label}
        <RequiredMark required={state.required} />
      </FieldLabel>
      {children(
        describedBy(
          helperText ? ids.helperId : undefined,
          state.invalid && errorText ? ids.errorId : undefined,
        ),
      )}
      {helperText ? <FieldHelperText className={styles.helperText}>{helperText}</FieldHelperText> : null}
      <FieldError>{errorText}</FieldError>
    </FieldRoot>
  );
}
