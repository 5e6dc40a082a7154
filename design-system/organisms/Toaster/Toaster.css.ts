import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  // Ark positions the group (fixed, bottom-end); keep it under the viewport width on phones.
  maxWidth: `calc(100vw - 2 * ${vars.space.large})`,
  fontFamily: vars.font.body,
});

/** Ark drives the stacking through CSS variables on each toast (--x, --y, --scale, --height...). */
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  width: 'min(380px, calc(100vw - 32px))',
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  overflowWrap: 'anywhere',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: '300ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
    },
  },
});

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  positive: { borderLeftColor: vars.color.positive },
  caution: { borderLeftColor: vars.color.caution },
  critical: { borderLeftColor: vars.color.critical },
});

export const icon = style({ display: 'inline-flex', paddingTop: vars.space.xxsmall, flexShrink: 0 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: vars.space.xxsmall,
});

export const title = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
