import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box } from '../Box/Box';
import * as styles from './Stack.css';

export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

/** A space key of `vars.space`, or a responsive value of them ({ mobile, tablet, large, wide } or an array). */
export type Space = NonNullable<Sprinkles['gap']>;

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps {
  space: Space;
  align?: StackAlign;
  as?: ElementType;
  children?: ReactNode;
}

/** Vertical layout: children one under the other, spaced by `space`. */
export function Stack({ space, align = 'stretch', as = 'div', children }: StackProps) {
  return (
    <Box
      as={as}
      className={styles.stack}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
    >
      {children}
    </Box>
  );
}
