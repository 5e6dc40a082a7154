import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The shortened text as a button: a full touch target, looking like the text it shows. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
