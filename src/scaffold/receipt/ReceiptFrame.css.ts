import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** A receipt's frame: the width of a receipt, its own height, the surface's border. */
export const frame = style({
  display: 'block',
  width: '100%',
  maxWidth: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
