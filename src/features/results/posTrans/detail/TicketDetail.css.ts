import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-system';

/** The panel's head: the title and Close on one line, the summary under them. */
export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The detail's groups: cards of at least 16rem, as many a row as fit. */
export const groups = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  minWidth: 0,
});

/** A group's fields: the name over its value, one pair a row. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

/** A name and its value: their own grid cells (a div keeps the dl valid). */
export const fieldPair = style({ display: 'contents' });

export const fieldName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const fieldValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const amount = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A modifier line's item: indented under its parent's. */
export const modifier = style({ paddingInlineStart: vars.space.xlarge, display: 'inline-block' });

/** A deleted line's cells: struck through (its Deleted badge says it in words). */
export const deleted = style({ textDecoration: 'line-through', color: vars.color.textMuted });

/** The item cell's marks (Deleted, Price override) after the name. */
export const marks = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginInlineStart: vars.space.small,
});

/** The e-mail form: the field and Send side by side, wrapping on a phone. */
export const emailForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  maxWidth: '28rem',
});

export const emailField = style({ flex: '1 1 14rem', minWidth: 0 });
