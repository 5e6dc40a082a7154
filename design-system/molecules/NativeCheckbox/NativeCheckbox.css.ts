import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { checkRowRule } from '../../theme/shared.css';

/** The whole row is the hit area, 44 px tall (as Checkbox). */
export const root = style(checkRowRule);

export const rootDisabled = style({ cursor: 'not-allowed', color: vars.color.textMuted });

/** The box that holds the input and the check mark, drawn as Checkbox's control. */
export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 20,
  height: 20,
});

/** The platform's checkbox itself, restyled: it keeps its role, keyboard and form behaviour. */
export const input = style({
  appearance: 'none',
  margin: 0,
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'inherit',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked, &:indeterminate': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55 },
  },
});

/** The check mark over the box, shown while the input is checked. */
export const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brandContrast,
  pointerEvents: 'none',
  selectors: { [`${input}:checked:not(:indeterminate) + &`]: { display: 'flex' } },
});

/** The dash over the box, shown while the input is indeterminate. */
export const dash = style([mark, { selectors: { [`${input}:indeterminate ~ &`]: { display: 'flex' } } }]);

export const label = style({ fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard });
