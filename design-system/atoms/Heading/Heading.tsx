import { createElement, type ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The visual size; also the element unless `as` says otherwise. */
  level: HeadingLevel;
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  id?: string;
  /** Lets a Dialog or a page move focus to its heading. */
  tabIndex?: number;
  children?: ReactNode;
}

/** A section heading (h1–h4). `level` gives the size, `as` the document outline when they differ. */
export function Heading({ level, as, children, ...rest }: HeadingProps) {
  return createElement(as ?? `h${level}`, { ...rest, className: styles.heading({ level }) }, children);
}
