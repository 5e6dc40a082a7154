import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A quiet trigger that takes the colour of the bar it sits in (the header). */
export const trigger = style({
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
    '&:hover, &[data-state="open"]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
  },
});

export const triggerLabel = style({
  minWidth: 0,
  maxWidth: '20ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
