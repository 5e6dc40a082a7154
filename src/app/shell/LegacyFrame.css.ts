import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const frameBox = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  minHeight: '60vh',
});

/** While a frame modal is open the frame sits above the mask that covers the rest of the shell. */
export const frameBoxMasked = style({ zIndex: `calc(${vars.zIndex.overlay} + 1)` });

export const frame = style({ flex: 1, width: '100%', minHeight: '60vh', border: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** Covers the header and the side menu while the classic page shows a modal. */
export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});
