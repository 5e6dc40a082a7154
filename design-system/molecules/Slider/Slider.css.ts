import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({ fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.medium });

export const summary = style({ fontSize: vars.fontSize.standard, color: vars.color.textMuted });

/** The control is a touch target high, so a thumb can be grabbed anywhere on its line. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

export const track = style({
  position: 'relative',
  flex: 1,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '[data-disabled] &': { background: vars.color.borderStrong } },
});

/** A 44 px target around a 22 px knob (the knob is drawn by the shadow-free inner circle). */
export const thumb = style({
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'grab',
  outline: 'none',
  '::before': {
    content: '""',
    width: 22,
    height: 22,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: `2px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.small,
  },
  selectors: {
    '&[data-focus-visible]::before, &:focus-visible::before': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-disabled]::before': { borderColor: vars.color.borderStrong },
  },
});
