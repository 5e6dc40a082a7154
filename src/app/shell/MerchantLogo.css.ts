import { style } from '@vanilla-extract/css';

/** The company logo in the header: at most the header's height, never wider than a short name. */
export const merchantLogo = style({
  display: 'block',
  height: '2rem',
  width: 'auto',
  maxWidth: '6rem',
  objectFit: 'contain',
  flexShrink: 0,
});
