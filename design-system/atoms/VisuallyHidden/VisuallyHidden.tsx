import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps
  extends Pick<HTMLAttributes<HTMLElement>, 'id' | 'aria-live' | 'aria-atomic' | 'role'> {
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'label';
  children?: ReactNode;
}

/** Content for assistive technology only (live regions, extra context for a control). */
export function VisuallyHidden({ as = 'span', children, ...rest }: VisuallyHiddenProps) {
  return createElement(as, { ...rest, className: styles.visuallyHidden }, children);
}
