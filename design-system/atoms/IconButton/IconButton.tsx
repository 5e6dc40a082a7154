import { type AriaAttributes, forwardRef, type MouseEvent } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'solid', 'soft'] as const satisfies readonly NonNullable<
  styles.IconButtonVariants['variant']
>[];
export const iconButtonSizes = ['standard', 'small'] as const satisfies readonly NonNullable<
  styles.IconButtonVariants['size']
>[];

type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

export interface IconButtonProps
  extends Pick<
      AriaAttributes,
      'aria-expanded' | 'aria-controls' | 'aria-haspopup' | 'aria-pressed' | 'aria-describedby'
    >,
    DataAttributes {
  /** Required: the button's accessible name and its tooltip (title). */
  label: string;
  icon: IconName;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  id?: string;
}

/** A button showing only an icon, named by `label`; at least 44px to touch on phones. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={styles.iconButton({ variant, size })}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} />
    </button>
  );
});
