import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** The whole header row is the button (44 px at least), its title on the left and the chevron on the right. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const content = style({
  paddingInline: vars.space.large,
  paddingBottom: vars.space.large,
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});
