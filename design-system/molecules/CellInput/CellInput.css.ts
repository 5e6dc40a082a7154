import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  width: '100%',
  maxWidth: '12rem',
  marginInlineStart: 'auto',
});

/** A compact input of a grid cell, still 44px to touch at every width; 16px text (no zoom on iOS). */
export const input = style({
  width: '100%',
  minWidth: '6rem',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const alignEnd = style({ textAlign: 'right' });

export const changed = style({ borderColor: vars.color.brand, borderWidth: 2 });

export const errorText = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});
