import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The changes: a list without bullets, one entry under the other with a rule between. */
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const entry = style({
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

/** The field lines of a change. */
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
