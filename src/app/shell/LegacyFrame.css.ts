import { style } from '@vanilla-extract/css';

export const frameBox = style({ flex: 1, display: 'flex', minHeight: '60vh' });
export const frame = style({ flex: 1, width: '100%', minHeight: '60vh', border: 0 });
export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
