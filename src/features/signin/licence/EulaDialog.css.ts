import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../../../design-system';

/**
 * The licence document: the dialog's width, and a height that keeps the checkbox and the buttons
 * on screen (shorter on phones, where the dialog takes the whole screen).
 */
export const frame = style({
  display: 'block',
  width: '100%',
  height: 'min(38dvh, 480px)',
  border: 0,
  '@media': { [mediaQuery.tablet]: { height: 'min(55dvh, 480px)' } },
});
