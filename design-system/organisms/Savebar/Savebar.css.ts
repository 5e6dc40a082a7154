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
