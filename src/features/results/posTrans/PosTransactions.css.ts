import { style } from '@vanilla-extract/css';
import { controlsRow } from '../../../scaffold/controls.css';
import { mediaQuery, vars } from '../../../../design-system';

/** The controls, side by side, wrapping on a phone (the scaffold's row). */
export const controls = controlsRow;

/** From and To, kept together: the pair moves to the next row as one, never split across two. */
export const dateRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  flex: '1 1 20rem',
  maxWidth: '30rem',
  minWidth: 0,
});

/** A date field: wide enough for MM/dd/yyyy, full width on a phone. */
export const dateField = style({ flex: '1 1 9rem', maxWidth: '14rem', minWidth: 0 });

/** The summary's figures: four in a row, two on a phone. */
export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const figure = style({ margin: 0, minWidth: 0 });

/** A figure's name and the button of its definition, side by side. */
export const figureTerm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

/** From the large breakpoint the list and the ticket side by side; below it, one at a time. */
export const split = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
