import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brandStrong, textDecorationThickness: 2 } },
});

export const externalIcon = style({ marginLeft: vars.space.xxsmall, verticalAlign: 'text-bottom' });
