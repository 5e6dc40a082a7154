import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-state="open"]': { borderColor: vars.color.brand },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled]': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder-shown]': { color: vars.color.textMuted } },
});

export const indicator = style({
  display: 'flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const positioner = style({ zIndex: vars.zIndex.tooltip });

export const content = style({
  minWidth: 'var(--reference-width)',
  maxHeight: 'min(320px, var(--available-height, 320px))',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({ display: 'flex', color: vars.color.brand });
