import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const prompt = style({
  position: 'fixed',
  insetInline: vars.space.large,
  bottom: vars.space.large,
  maxWidth: '480px',
  marginInline: 'auto',
  zIndex: vars.zIndex.toast,
});
