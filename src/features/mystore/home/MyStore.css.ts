import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/** Charts: one column, two from the large breakpoint. */
export const charts = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A chart that takes the whole row (sales by day). */
/** The period picker's controls wrap under each other on a phone. */
export const periodControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  minWidth: 0,
});
