import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/**
 * Tiles wrap: columns of at least 10rem, at most four (two on a phone, one on a very narrow screen),
 * stretched to the row's width.
 */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(10rem, calc((100% - 3 * ${vars.space.medium}) / 4))), 1fr))`,
  minWidth: 0,
});

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
