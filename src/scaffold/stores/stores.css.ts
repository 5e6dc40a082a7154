import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The chips: a list without bullets, side by side, wrapping. */
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The store checkboxes of the assign-stores dialog: a scrolling list, two columns from the tablet width. */
export const storeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  maxHeight: '40vh',
  overflowY: 'auto',
  minWidth: 0,
});

/** A report's store picker: as wide as its summary needs, at most the width of a tablet's column. */
export const picker = style({ flex: '1 1 16rem', maxWidth: '32rem', minWidth: 0 });
