import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const control = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
      background: vars.color.brand,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const text = style({ fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard });
