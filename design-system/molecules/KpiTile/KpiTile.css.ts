import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A tile shrinks with its column and wraps its text: never wider than its container. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  marginBlock: `calc(-1 * ${vars.space.small})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** Large on a phone (two tiles side by side), extra large from tablet up. */
export const value = style({
  fontSize: vars.fontSize.large,
  '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.xlarge } },
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const comparison = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const comparisonValue = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
      neutral: { color: vars.color.textMuted },
    },
  },
});

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const placeholder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonValue = style([skeleton, { width: '60%', height: '1.75rem' }]);
export const skeletonLine = style([skeleton, { width: '80%', height: '0.875rem' }]);
