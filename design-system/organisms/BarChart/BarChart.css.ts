import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A bar; its fill is the series' colour from the theme. */
export const bar = style({ shapeRendering: 'crispEdges' });

/** The faint track behind a horizontal bar (the whole scale). */
export const track = style({ fill: vars.color.surfaceMuted });
