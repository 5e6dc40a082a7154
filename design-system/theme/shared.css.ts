import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Styles several components share, written once: the visually-hidden rule, the modal backdrop and
 * its fade, the focus ring.
 */

/** The rule that hides content on screen but leaves it to assistive technology. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * A native input (checkbox, switch, radio) laid transparent over its whole control — the row, the
 * swatch — instead of hidden in a 1 px box under a drawn control: a press anywhere on the control
 * presses the input itself, as on a platform control, and tools that press an element where it is (a
 * test's `check()`, touch exploration) reach it. `!important` wins over Ark's inline hiding style.
 * The control's container is `position: relative`.
 */
export const coveringInputRule = {
  position: 'absolute !important' as 'absolute',
  inset: 0,
  width: '100% !important',
  height: '100% !important',
  margin: '0 !important',
  padding: 0,
  clip: 'auto !important',
  opacity: 0,
  // above the drawn control beside it, whichever comes first in the markup
  zIndex: 1,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
} as const;

/** The row of a check control (Checkbox, NativeCheckbox): the whole row is the hit area, 44 px tall. */
export const checkRowRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
} as const;

const motion = '(prefers-reduced-motion: no-preference)';
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The fade of anything Ark opens and closes (`data-state`), when motion is welcome. */
export const fadeByState = {
  '@media': {
    [motion]: {
      selectors: {
        '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.standard} ease-out` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
      },
    },
  },
} as const;

/** The dimmed layer behind a modal dialog or a drawer (its z-index is the component's). */
export const backdropRule = {
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  ...fadeByState,
} as const;

/** The focus ring drawn inside the element (rows, menu entries that touch their container's edge). */
export const insetFocusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
} as const;

/**
 * A quiet button that takes the colour of the bar it sits in (the header's merchant and store
 * buttons, the user menu's trigger): a tint on hover and while its popup is open, a 44px target.
 */
export const barButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  maxWidth: '100%',
  padding: `0 ${vars.space.small}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  },
});

/** The text of a bar button: one line, cut with an ellipsis. */
export const barButtonLabel = style({
  minWidth: 0,
  maxWidth: '20ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
