import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A hover tint that works on light and dark menu backgrounds alike. */
const hover = 'color-mix(in srgb, currentColor 10%, transparent)';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.sideMenuBackground,
  color: vars.color.sideMenuText,
  fontSize: vars.fontSize.small,
});

export const scroll = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.small} 0`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const sectionButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.large}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: hover },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.sideMenuFocus}`, outlineOffset: '-2px' },
    '&[data-active]': { fontWeight: vars.fontWeight.strong },
  },
});

export const sectionLabel = style({ flex: '1 1 auto', minWidth: 0 });

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  color: 'inherit',
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  ':hover': { background: hover },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.sideMenuFocus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      borderLeftColor: 'currentColor',
      background: vars.color.sideMenuActive,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

/**
 * A sub-heading inside a section (Results: sales, operations…): small caps, not a link; in the menu's
 * own text colour (a translucent heading has no reliable contrast on the dark menu).
 */
export const groupHeading = style({
  display: 'block',
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.xsmall}`,
  paddingLeft: `calc(${vars.space.large} + 24px + ${vars.space.medium})`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** Links inside a section are indented past the section icon. */
export const subLink = style({
  paddingLeft: `calc(${vars.space.large} + 24px + ${vars.space.medium})`,
});

export const bottom = style({
  borderTop: '1px solid color-mix(in srgb, currentColor 20%, transparent)',
  padding: `${vars.space.small} 0`,
});

export const footer = style({
  padding: vars.space.large,
  borderTop: '1px solid color-mix(in srgb, currentColor 20%, transparent)',
});
