import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/** The form's cards: one column on a phone, two from the large breakpoint. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The three tip suggestions side by side from the tablet width. */
export const tips = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
