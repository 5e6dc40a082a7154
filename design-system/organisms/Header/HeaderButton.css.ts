import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { barButton, barButtonLabel, visuallyHiddenRule } from '../../theme/shared.css';

export const button = barButton;

/** The button's text: read but not shown below the tablet breakpoint. */
export const label = style([
  barButtonLabel,
  {
    ...visuallyHiddenRule,
    '@media': {
      [mediaQuery.tablet]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        maxWidth: '18ch',
        overflow: 'hidden',
      },
    },
  },
]);

/** The status badge: shown with the text (tablet and up); the accessible name says it on phones. */
export const status = style({
  display: 'none',
  flexShrink: 0,
  '@media': { [mediaQuery.tablet]: { display: 'inline-flex' } },
});
