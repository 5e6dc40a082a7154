import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by every labelled form control of the design system. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  width: '100%',
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});

export const requiredMark = style({ color: vars.color.critical });

export const helperText = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const errorText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});

/**
 * A field's message line when its room is kept (`reserveMessageLine`): the helper text and the error
 * share one cell, so the box is as tall as the taller of them and at least one line, whether or not
 * the error shows. An error appearing or leaving moves nothing below the field.
 */
export const messageLine = style({
  display: 'grid',
  minHeight: `calc(${vars.fontSize.small} * ${vars.lineHeight.standard})`,
});
globalStyle(`${messageLine} > *`, { gridArea: '1 / 1' });

/** The helper text while the error takes its place: hidden, still holding its room. */
export const helperUnderError = style({ visibility: 'hidden' });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

/** A text-like input: 44px tall on phones (touch), 40px from tablet up; 16px text (no zoom on iOS). */
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
    '&:focus': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceMuted },
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

/** Room for a leading icon (search) or a trailing button (show password, clear). */
export const withStart = style({ paddingLeft: `calc(${vars.space.medium} + 20px + ${vars.space.small})` });
export const withEnd = style({ paddingRight: `calc(${vars.space.xsmall} + 32px + ${vars.space.small})` });

export const startAdornment = style({
  position: 'absolute',
  left: vars.space.medium,
  display: 'flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const endAdornment = style({
  position: 'absolute',
  right: vars.space.xsmall,
  display: 'flex',
  color: vars.color.textMuted,
});
