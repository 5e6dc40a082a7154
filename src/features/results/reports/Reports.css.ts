import { style } from '@vanilla-extract/css';
import { controlsRow } from '../../../scaffold/controls.css';
import { vars } from '../../../../design-system';

/** The controls, side by side, wrapping on a phone (the scaffold's row). */
export const controls = controlsRow;

/** A report of the page: its heading and actions, its chart, its table. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { print: { breakInside: 'avoid-page' } },
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** A figure with its change under it. */
export const figure = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' });

/** On paper the change wraps, in the table's print size, so that every column fits the page. */
export const change = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { print: { fontSize: 'inherit', whiteSpace: 'normal' } },
});

/** The chart keeps a tablet's width in print (the page's width otherwise). */
export const chart = style({ minWidth: 0, '@media': { print: { breakInside: 'avoid' } } });

/** What the figures cover (store · period · compared period), its parts apart, muted. */
export const scopeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  margin: 0,
  color: vars.color.textMuted,
});
