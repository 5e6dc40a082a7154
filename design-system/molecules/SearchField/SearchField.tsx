import { type ChangeEvent, forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { TextFieldBase, type TextFieldProps } from '../TextField/TextField';

export interface SearchFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'required'> {
  value?: string;
  defaultValue?: string;
  /** The new text on every change, including the clear button and Escape. */
  onValueChange?: (value: string) => void;
}

const valueSetter = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * A search input with a search icon and a clear button (shown while there is text; Escape clears
 * too). Clearing goes through a real input event, so onChange and react-hook-form see it.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { value, defaultValue, onChange, onValueChange, disabled, readOnly, ...props },
  ref,
) {
  const labels = useLabels();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const current = value ?? uncontrolledValue;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledValue(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    valueSetter()?.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };

  const canClear = current !== '' && !disabled && !readOnly;
  return (
    <TextFieldBase
      {...props}
      ref={inputRef}
      type="search"
      inputMode="search"
      disabled={disabled}
      readOnly={readOnly}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={handleChange}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClear) {
          event.preventDefault();
          clear();
        }
      }}
      start={<Icon name="search" />}
      end={
        canClear ? <IconButton label={labels.clear} icon="close" size="small" onClick={clear} /> : undefined
      }
    />
  );
});
