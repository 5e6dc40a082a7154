import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Box.css';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'>;

export interface BoxProps extends NativeProps, Sprinkles {
  as?: ElementType;
  children?: ReactNode;
  /** Box is the one component that takes a class: layout classes written by screens. */
  className?: string;
}

const sprinkleKeys = new Set<string>(Array.from(sprinkles.properties));

/** The base layout primitive: an element with sprinkles (responsive spacing, colour, layout). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [styles.reset, sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes, ref });
});
