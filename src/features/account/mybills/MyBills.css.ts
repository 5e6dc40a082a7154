import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/** The balance's figures: three columns from the tablet breakpoint, stacked on a phone. */
export const figures = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A list without bullets (the stores, the account managers): its items spaced like a Stack. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** A store's line: its name on the left, its balance and state on the right; wraps on a phone. */
export const storeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});
