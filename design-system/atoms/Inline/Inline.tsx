import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/Box';
import type { Space } from '../Stack/Stack';
import * as styles from './Inline.css';

export const inlineAligns = ['left', 'center', 'right', 'space-between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

export interface InlineProps {
  space: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wrap onto new lines when the row is full (default true). */
  wrap?: boolean;
  /** Below this breakpoint the children stack vertically. */
  collapseBelow?: 'tablet' | 'large';
  as?: ElementType;
  children?: ReactNode;
}

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  'space-between': 'space-between',
} as const;
const alignRow = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;
/** When collapsed into a column, horizontal alignment moves to align-items. */
const alignColumn = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  'space-between': 'stretch',
} as const;

/** Horizontal layout: children side by side, spaced by `space`, wrapping by default. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  wrap = true,
  collapseBelow,
  as = 'div',
  children,
}: InlineProps) {
  const flexWrap = wrap ? 'wrap' : 'nowrap';
  if (!collapseBelow) {
    return (
      <Box
        as={as}
        className={styles.inline}
        display="flex"
        flexDirection="row"
        flexWrap={flexWrap}
        gap={space}
        justifyContent={justify[align]}
        alignItems={alignRow[alignY]}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box
      as={as}
      className={styles.inline}
      display="flex"
      flexDirection={{ mobile: 'column', [collapseBelow]: 'row' }}
      flexWrap={{ mobile: 'nowrap', [collapseBelow]: flexWrap }}
      gap={space}
      justifyContent={{ mobile: 'flex-start', [collapseBelow]: justify[align] }}
      alignItems={{ mobile: alignColumn[align], [collapseBelow]: alignRow[alignY] }}
    >
      {children}
    </Box>
  );
}
