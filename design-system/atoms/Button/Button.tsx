import {
  type AriaAttributes as ReactAriaAttributes,
  forwardRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { SpinnerMark } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** Allowed values, shared by the props type and the story's controls. */
export const buttonVariants = ['solid', 'soft', 'ghost', 'critical'] as const satisfies readonly NonNullable<
  styles.ButtonVariants['variant']
>[];
export const buttonSizes = ['standard', 'small'] as const satisfies readonly NonNullable<
  styles.ButtonVariants['size']
>[];
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };
type AriaAttributes = Pick<
  ReactAriaAttributes,
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'aria-pressed'
  | 'aria-current'
>;

export interface ButtonProps extends styles.ButtonVariants, AriaAttributes, DataAttributes {
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows a spinner in place of the label (the button keeps its width) and sets aria-busy. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  fullWidth?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The id of the form this button submits when it sits outside it (a Savebar). */
  form?: string;
  id?: string;
  children: ReactNode;
}

/** A button in one of the variants; loading keeps it focusable but inert. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, type = 'button', disabled, loading = false, icon, onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const label = (
    <span className={loading ? styles.hiddenContent : styles.content}>
      {icon ? <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} /> : null}
      {children}
    </span>
  );
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={styles.button({ variant, size, fullWidth })}
      onClick={handleClick}
    >
      {label}
      {loading ? (
        <span className={styles.spinnerOverlay}>
          <SpinnerMark size="small" />
        </span>
      ) : null}
    </button>
  );
});
