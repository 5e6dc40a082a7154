import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The bar: the whole width of its panel, in the brand's colour. */
export const bar = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.brand,
});

/** The label and the bar take the room; Cancel keeps its size beside them (below them when narrow). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const meter = style({
  flex: '1 1 12rem',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** What shows (the bar, the outcome, the alert) keeps its distance above; idle takes no room at all. */
export const shown = style({ paddingTop: vars.space.small });
