import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../design-system';

/** A quiet header button that takes the colour of the bar (as the user menu's trigger does). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  maxWidth: '100%',
  padding: `0 ${vars.space.small}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&:focus-visible': { outline: `2px solid currentColor`, outlineOffset: '2px' },
  },
});

/** The button's text: hidden on screen below the tablet breakpoint (still its accessible name). */
export const label = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  '@media': {
    [mediaQuery.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      clip: 'auto',
      maxWidth: '18ch',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});
