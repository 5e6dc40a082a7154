import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const positioner = style({ zIndex: vars.zIndex.tooltip });

export const content = style({
  maxWidth: 'min(320px, calc(100vw - 16px))',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textInverse,
  background: vars.color.text,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  overflowWrap: 'anywhere',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const arrow = style({
  vars: { '--arrow-size': '8px', '--arrow-background': vars.color.text },
});

export const arrowTip = style({ background: vars.color.text });
