import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Sticks to the bottom of the scrolling content area while the form is longer than the screen. */
export const savebar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  paddingBottom: `max(${vars.space.medium}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      justifyContent: 'stretch',
    },
  },
});

export const action = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      flex: '1 1 0',
      display: 'flex',
      flexDirection: 'column',
    },
  },
});

/** The delete slot pushes Discard and Save to the end of the bar. */
export const deleteSlot = style({
  marginRight: 'auto',
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      flex: '1 1 100%',
      display: 'flex',
      flexDirection: 'column',
    },
  },
});

/**
 * The form's status: beside the buttons from the tablet up, a row of its own on a phone; always one
 * control high, so its words changing (or its button coming) moves nothing.
 */
export const status = style({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      flex: '1 1 100%',
    },
  },
});

export const statusText = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const statusAttention = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
