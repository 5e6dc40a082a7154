import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { coveringInputRule } from '../../theme/shared.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 24,
  padding: 2,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.standard}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55 },
    '&[data-invalid]': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
  },
});

export const thumb = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.standard}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(16px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard });

/** Ark's native input over the whole switch and its label (coveringInputRule). */
export const input = style(coveringInputRule);
