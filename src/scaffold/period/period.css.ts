import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The period's controls side by side, wrapping under each other on a phone. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  minWidth: 0,
});

/** A date field: wide enough for the platform's date picker, full width on a phone. */
export const dateField = style({ flex: '1 1 10rem', maxWidth: '14rem', minWidth: 0 });
