import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from './field';
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

/** The field's error with a warning icon (shown only while the field is invalid). */
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

/** The message line under a field whose room is kept (`reserveMessageLine`): see FieldFrame. */
export interface ReservesMessageLine {
  /**
   * Keep one line under the field for its messages, shown or not: the error takes the helper text's
   * place instead of adding a line, so an error appearing or leaving never moves the controls below
   * (a tap on the next control lands where the user aimed). Form fields have it (the field binder).
   */
  reserveMessageLine?: boolean;
}

/**
 * The ids a control is described by: the helper's and the shown error's; with the line reserved,
 * the error alone while it shows (it has taken the helper's place).
 */
export function describedByOf(
  ids: { helperId: string; errorId: string },
  shown: { helper: boolean; error: boolean; reserved: boolean },
): string | undefined {
  const helper = shown.helper && !(shown.reserved && shown.error);
  return describedBy(helper ? ids.helperId : undefined, shown.error ? ids.errorId : undefined);
}

export interface FieldFrameProps extends ReservesMessageLine {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  helperText?: ReactNode;
  errorText?: ReactNode;
  /** The control (a FieldInput), given its aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The helper text and the error of a field, under its control: one after the other, or, with
 * the line reserved, in one cell that keeps its room (the error over the hidden helper).
 */
export function FieldMessages({
  helperText,
  errorText,
  invalid,
  reserveMessageLine,
}: Pick<FieldFrameProps, 'helperText' | 'errorText' | 'invalid' | 'reserveMessageLine'>) {
  const error = Boolean(invalid && errorText);
  const helper = helperText ? (
    <FieldHelperText
      className={
        reserveMessageLine && error ? `${styles.helperText} ${styles.helperUnderError}` : styles.helperText
      }
    >
      {helperText}
    </FieldHelperText>
  ) : null;
  if (!reserveMessageLine)
    return (
      <>
        {helper}
        <FieldError>{errorText}</FieldError>
      </>
    );
  return (
    <div className={styles.messageLine} data-message-line="">
      {helper}
      <FieldError>{errorText}</FieldError>
    </div>
  );
}

/**
 * What every labelled field is around its control (./field.tsx): the label with its required mark,
 * the helper text, and the error with its icon, all tied to the control by their ids.
 */
export function FieldFrame({
  ids,
  label,
  helperText,
  errorText,
  reserveMessageLine = false,
  children,
  ...state
}: FieldFrameProps) {
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
        describedByOf(ids, {
          helper: Boolean(helperText),
          error: Boolean(state.invalid && errorText),
          reserved: reserveMessageLine,
        }),
      )}
      <FieldMessages
        helperText={helperText}
        errorText={errorText}
        invalid={state.invalid}
        reserveMessageLine={reserveMessageLine}
      />
    </FieldRoot>
  );
}
