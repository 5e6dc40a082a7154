import { Portal } from '@ark-ui/react/portal';
import {
  SelectContent,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemIndicator,
  SelectItemText,
  SelectLabel,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
  createListCollection,
} from '@ark-ui/react/select';
import { type ReactNode, useMemo } from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import { describedByOf, type ReservesMessageLine, RequiredMark, useFieldIds } from '../TextField/fieldParts';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ReservesMessageLine {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value; null for none. Omit it to let the Select keep its own state. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  errorText?: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** Names the hidden native select, for form submission. */
  name?: string;
  id?: string;
}

const toArray = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? [] : [value];

/**
 * A single-choice select (Ark Select): a combobox button opening a listbox portalled to the body,
 * with typeahead and arrow keys from Ark.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  readOnly,
  invalid = false,
  errorText,
  helperText,
  reserveMessageLine = false,
  required,
  name,
  id,
}: SelectProps) {
  const { inputId, helperId, errorId } = useFieldIds(id, 'sel');
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...options],
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options],
  );
  const showError = invalid && Boolean(errorText);
  return (
    <SelectRoot
      collection={collection}
      ids={{ trigger: inputId }}
      value={toArray(value)}
      defaultValue={toArray(defaultValue)}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      required={required}
      name={name}
      positioning={{ sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
      className={fieldStyles.root}
    >
      <SelectLabel className={fieldStyles.label}>
        {label}
        <RequiredMark required={required} />
      </SelectLabel>
      <SelectControl>
        <SelectTrigger
          className={styles.trigger}
          aria-describedby={describedByOf(
            { helperId, errorId },
            { helper: Boolean(helperText), error: showError, reserved: reserveMessageLine },
          )}
        >
          <SelectValueText className={styles.valueText} placeholder={placeholder} />
          <SelectIndicator className={styles.indicator}>
            <Icon name="chevronDown" />
          </SelectIndicator>
        </SelectTrigger>
      </SelectControl>
      <SelectMessages
        ids={{ helperId, errorId }}
        helperText={helperText}
        errorText={showError ? errorText : undefined}
        reserveMessageLine={reserveMessageLine}
      />
      <Portal>
        <SelectPositioner className={styles.positioner}>
          <SelectContent className={styles.content}>
            {collection.items.map((item) => (
              <SelectItem key={item.value} item={item} className={styles.item}>
                <SelectItemText>{item.label}</SelectItemText>
                <SelectItemIndicator className={styles.itemIndicator}>
                  <Icon name="check" size="small" />
                </SelectItemIndicator>
              </SelectItem>
            ))}
          </SelectContent>
        </SelectPositioner>
      </Portal>
      <SelectHiddenSelect />
    </SelectRoot>
  );
}

/** The helper text and the error under the trigger (one reserved line with `reserveMessageLine`). */
function SelectMessages({
  ids,
  helperText,
  errorText,
  reserveMessageLine,
}: {
  ids: { helperId: string; errorId: string };
  helperText?: ReactNode;
  errorText?: ReactNode;
  reserveMessageLine: boolean;
}) {
  const helperClass =
    reserveMessageLine && errorText
      ? `${fieldStyles.helperText} ${fieldStyles.helperUnderError}`
      : fieldStyles.helperText;
  const parts = (
    <>
      {helperText ? (
        <span id={ids.helperId} className={helperClass}>
          {helperText}
        </span>
      ) : null}
      {errorText ? (
        <span id={ids.errorId} className={fieldStyles.errorText}>
          <Icon name="error" size="small" />
          <span>{errorText}</span>
        </span>
      ) : null}
    </>
  );
  return reserveMessageLine ? (
    <div className={fieldStyles.messageLine} data-message-line="">
      {parts}
    </div>
  ) : (
    parts
  );
}
