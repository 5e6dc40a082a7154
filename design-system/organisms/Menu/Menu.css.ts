import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, mediaQuery } from '../../theme/breakpoints';
import { visuallyHiddenRule } from '../../theme/shared.css';
import { vars } from '../../theme/contract.css';

/** The trigger: a quiet button that takes the colour of the bar it sits in (the header). */
export { barButton as trigger, barButtonLabel as triggerLabel } from '../../theme/shared.css';

const hidden = visuallyHiddenRule;

/** Below the breakpoint the label is read but not shown (the icon stays). */
export const hideLabelBelow = styleVariants({
  tablet: { '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: hidden } },
  large: { '@media': { [mediaQuery.belowLarge]: hidden } },
  always: hidden,
});

export const content = style({
  minWidth: '200px',
  maxWidth: 'calc(100vw - 16px)',
  padding: `${vars.space.xsmall} 0`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.large}`,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.textMuted });
