import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A chart's frame: as wide as its container, never wider (no sideways scroll of the page). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
  maxWidth: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: 12 });
export const labelText = style({ fill: vars.color.text, fontSize: 14 });
export const valueText = style({ fill: vars.color.text, fontSize: 14, fontWeight: vars.fontWeight.strong });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const zeroLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const hiddenTable = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const legendDetail = style({ color: vars.color.textMuted });
