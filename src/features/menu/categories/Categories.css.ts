import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

/** The category list beside the items from the large breakpoint; above them below it. */
export const panes = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  minWidth: 0,
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' } },
});

/** The list scrolls in a box of its own on a phone or a tablet (the items stay in reach). */
export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '18rem',
  overflowY: 'auto',
  '@media': { [mediaQuery.large]: { maxHeight: 'none', overflowY: 'visible' } },
});

/** A category: 44 px tall, its name and item count, the selected one marked. */
export const categoryButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.surfaceSelected, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const categoryName = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** The category's colour (the colour-code toggle). */
export const colorDot = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const noColor = style({ background: vars.color.surface });
