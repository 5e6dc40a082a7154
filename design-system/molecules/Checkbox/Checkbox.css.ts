import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { checkRowRule, coveringInputRule } from '../../theme/shared.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The whole row is the hit area, 44 px tall. */
export const root = style({
  ...checkRowRule,
  position: 'relative',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** With a hidden label the control alone is the target, 44 px wide too. */
export const rootIconOnly = style({
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.brandContrast,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const indicator = style({ display: 'flex', selectors: { '&[hidden]': { display: 'none' } } });

export const label = style({ fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard });

/** Ark's native input over the whole row (coveringInputRule). */
export const input = style(coveringInputRule);
