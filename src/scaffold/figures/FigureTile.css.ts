import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/**
 * Tiles: four in a row where each has 12rem, fewer as the width runs out (never wider than the page):
 * at 1024 px with the menu open three (at 10rem four tiles of 172 px wrapped "Average ticket" and
 * "Last Monday: $697.97" onto two lines each), one on a phone.
 */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(12rem, calc((100% - 3 * ${vars.space.medium}) / 4))), 1fr))`,
  minWidth: 0,
});
