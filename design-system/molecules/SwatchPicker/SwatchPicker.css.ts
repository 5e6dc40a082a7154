import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { coveringInputRule } from '../../theme/shared.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** One swatch: a 44 px hit area around its colour. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  cursor: 'pointer',
});

export const optionDisabled = style({ cursor: 'not-allowed', opacity: 0.55 });

/** The platform's radio over the swatch, transparent (coveringInputRule): the role, the arrow keys, the form behaviour and the press. */
export const input = style(coveringInputRule);

/** The colour itself; the chosen one gets a ring, the focused one the focus outline. */
export const chip = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: {
    [`${input}:checked + &`]: { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

/** "None": the surface crossed by a diagonal line. */
export const none = style({
  background: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.critical} calc(50% - 1px), ${vars.color.critical} calc(50% + 1px), transparent calc(50% + 1px)), ${vars.color.surface}`,
});

/** The check mark over the chosen colour (not only the ring says it). */
export const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  // light on the dark swatches, with a dark halo for the light ones (yellow)
  color: vars.color.textInverse,
  pointerEvents: 'none',
  filter: `drop-shadow(0 0 1px ${vars.color.text})`,
  selectors: { [`${input}:checked ~ &`]: { display: 'flex' } },
});
