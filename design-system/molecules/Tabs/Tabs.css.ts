import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The tab row scrolls sideways on narrow screens instead of wrapping. */
export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingTop: vars.space.large,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[hidden]': { display: 'none' },
  },
});
