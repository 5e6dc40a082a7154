import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** Tiles: four in a row where each has 10rem, fewer as the width runs out (never wider than the page). */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(10rem, calc((100% - 3 * ${vars.space.medium}) / 4))), 1fr))`,
  minWidth: 0,
});
