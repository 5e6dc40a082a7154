import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/shared.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const hiddenLabel = visuallyHidden;

export const control = style({ position: 'relative', display: 'inline-flex' });

export const select = style({
  appearance: 'none',
  minHeight: vars.size.touchTarget,
  width: '100%',
  padding: `0 ${vars.space.xxlarge} 0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  ':disabled': { opacity: 0.6 },
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  display: 'inline-flex',
  color: vars.color.textMuted,
});
