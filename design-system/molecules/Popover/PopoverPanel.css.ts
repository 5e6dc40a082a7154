import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A popover's panel: a titled text with a close button, above the page (KpiTile, TruncatedText). */
export const positioner = style({ zIndex: vars.zIndex.tooltip });

export const panel = style({
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.medium,
  paddingTop: vars.space.xsmall,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const text = style({ margin: 0 });
