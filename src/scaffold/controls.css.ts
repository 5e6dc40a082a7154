import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** A screen's controls side by side (a period, filters, actions), wrapping under each other on a phone. */
export const controlsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  minWidth: 0,
});
