import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/** The logo's preview: its own proportions, at most a card's width and 8 rem high. */
export const logoPreview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '8rem',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
});

/** The fields two to a row from the tablet up, one to a row on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
