import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/**
 * Horizontal scroll on narrow screens: the table keeps its natural width. On paper nothing scrolls:
 * the table fits the page's width (below), every column on it.
 */
export const scroller = style({
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  minWidth: 0,
  '@media': { print: { overflowX: 'visible' } },
});

/**
 * On paper (Letter or A4, portrait) a report's dozen columns fit the page: a small print size, tight
 * cells, texts wrapping (e2e/reports-print.spec.ts checks every column is inside the page).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  '@media': { print: { fontSize: '7pt' } },
});

const printedCell = { padding: '2px', height: 'auto', whiteSpace: 'normal' } as const;

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'left',
  verticalAlign: 'middle',
  '@media': { print: printedCell },
});

export const selectCell = style({
  width: vars.size.touchTarget,
  paddingRight: 0,
});

/** A sortable column's header cell: its sort button fills it, padding and all. */
export const sortableHeaderCell = style({ padding: 0 });

/** The whole header cell of a sortable column is its sort button, not only the words in it. */
export const sortButton = style({
  width: '100%',
  minWidth: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
  ':hover': { color: vars.color.text },
  // on paper, the printed cell's tight padding (the button holds the cell's padding on screen)
  '@media': { print: { minWidth: 0, minHeight: 0, margin: 0, padding: printedCell.padding } },
});

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.5,
  selectors: { '[aria-sort] &': { opacity: 1 } },
  '@media': { print: { display: 'none' } },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[data-interactive]': { cursor: 'pointer' },
    '&[data-interactive]:hover': { background: vars.color.surfaceMuted },
    // Selected is clearly not hovered: the brand tint, a bar at its start and stronger text.
    '&[aria-selected="true"], &[data-selected]': {
      background: vars.color.surfaceSelected,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.medium,
    },
    // marks: a bar at the start (dashed while only on this device) and a tint; the words are in a cell
    '&[data-mark="pending"]': { boxShadow: `inset 4px 0 0 ${vars.color.brand}` },
    '&[data-mark="queued"]': {
      boxShadow: `inset 4px 0 0 ${vars.color.textMuted}`,
      background: vars.color.surfaceMuted,
    },
    '&[data-mark="caution"]': {
      boxShadow: `inset 4px 0 0 ${vars.color.caution}`,
      background: vars.color.cautionSurface,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-disabled="true"]:hover': { background: 'transparent' },
  },
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  minHeight: vars.size.touchTarget,
  height: vars.size.touchTarget,
  verticalAlign: 'middle',
  color: vars.color.text,
  selectors: { '[aria-disabled="true"] > &': { color: vars.color.textMuted } },
  '@media': { print: printedCell },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  center: { textAlign: 'center' },
});

globalStyle(`${align.right} > ${sortButton}`, { flexDirection: 'row-reverse' });
globalStyle(`${align.center} > ${sortButton}`, { justifyContent: 'center' });

export const hideBelow = styleVariants({
  tablet: { '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { display: 'none' } } },
  large: { '@media': { [mediaQuery.belowLarge]: { display: 'none' } } },
});

/** The totals row: set apart from the rows above it, in bold. */
export const totalsRow = style({
  borderTop: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.strong,
});

export const emptyCell = style({
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const errorMessage = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  color: vars.color.critical,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.surface} 60%, transparent)`,
  borderRadius: vars.radius.medium,
  zIndex: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const pager = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const range = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A table whose first column stays in view while it scrolls sideways (a report's dates or items
 * beside its many figures on a tablet).
 */
export const stickyFirstColumn = style({});
globalStyle(`${stickyFirstColumn} :is(th, td):first-child`, {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `1px 0 0 ${vars.color.border}`,
  // on paper every column is on the page: nothing scrolls under the first
  '@media': { print: { position: 'static', boxShadow: 'none' } },
});
globalStyle(`${stickyFirstColumn} thead :is(th, td):first-child`, { background: vars.color.surfaceMuted });
