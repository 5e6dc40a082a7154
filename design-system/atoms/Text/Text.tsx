import { createElement, type ReactNode } from 'react';
import * as styles from './Text.css';
import type { TextTone } from './tones';

export { textTones, type TextTone } from './tones';
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textElements = ['span', 'p', 'div', 'label', 'strong'] as const;

export interface TextProps {
  size?: (typeof textSizes)[number];
  tone?: TextTone;
  weight?: (typeof textWeights)[number];
  as?: (typeof textElements)[number];
  align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  id?: string;
  /** Only with as="label". */
  htmlFor?: string;
  /** The full text as a tooltip, useful with `truncate`. */
  title?: string;
  children?: ReactNode;
}

/** Body text in one of the type sizes and tones. */
export function Text({ as = 'span', size, tone, weight, align, truncate, children, ...rest }: TextProps) {
  const variants: styles.TextVariants = { size, tone, weight, align, truncate };
  const className = [styles.text(variants), as === 'p' || as === 'div' ? styles.block : undefined]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className }, children);
}
