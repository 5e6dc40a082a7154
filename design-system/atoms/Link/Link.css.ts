import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A standalone link (a link alone in its line: "Switch to the lighter edition", a notification's
 * details): a 44 × 44 px touch target like every control. A link inside running text is a plain <a>
 * in the text (WCAG 2.5.8's inline exception), not this atom.
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  minWidth: '44px',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brandStrong, textDecorationThickness: 2 } },
});

export const externalIcon = style({ marginLeft: vars.space.xxsmall, verticalAlign: 'text-bottom' });
