import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The donut beside its legend; the legend goes below it on a narrow container. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  minWidth: 0,
});

export const svg = style({ display: 'block', width: 'min(180px, 100%)', height: 'auto', flexShrink: 0 });

export const ring = style({ fill: 'none', stroke: vars.color.surfaceMuted });

export const segment = style({ fill: 'none' });

export const totalValue = style({ fill: vars.color.text, fontSize: 20, fontWeight: vars.fontWeight.strong });
