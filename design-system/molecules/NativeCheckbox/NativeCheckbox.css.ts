import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { icons } from '../../atoms/Icon/icons';
import { checkRowRule } from '../../theme/shared.css';

/** The whole row is the hit area, 44 px tall (as Checkbox). */
export const root = style(checkRowRule);

/** With a hidden label the box alone is the target, 44 px wide too (as Checkbox's). */
export const rootIconOnly = style({ justifyContent: 'center', minWidth: vars.size.touchTarget });

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

/**
 * An icon of the design system as a mask image (drawn in the brand's contrast colour by `background`): one
 * element instead of an inline SVG, for a control that stands dozens of times on a page.
 */
function iconMask(name: 'check' | 'minus'): string {
  const paths = icons[name].map((d) => `<path d='${d}'/>`).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / 16px no-repeat`;
}

/** The mark over the box: the check while checked, the dash while indeterminate. */
export const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  background: vars.color.brandContrast,
  pointerEvents: 'none',
  selectors: {
    [`${input}:checked + &`]: { display: 'block', mask: iconMask('check') },
    [`${input}:indeterminate + &`]: { display: 'block', mask: iconMask('minus') },
  },
});

export const label = style({ fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard });
