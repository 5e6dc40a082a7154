import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({
  paddingBottom: vars.space.large,
  color: vars.color.text,
});
