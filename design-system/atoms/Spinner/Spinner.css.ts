import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** How long a delayed spinner stays unseen (the point past which a wait is felt as one). */
export const SPINNER_DELAY_MS = 1000;

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    animation: `${rotate} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      standard: { width: 24, height: 24 },
      large: { width: 40, height: 40 },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

/** A label shown beside the mark (showLabel). */
export const label = style({ fontSize: vars.fontSize.standard, color: vars.color.text });

const appear = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

/** A spinner for a wait that is usually short: unseen for its first second, so a quick load never flashes it. */
export const delayed = style({ animation: `${appear} 0s ${SPINNER_DELAY_MS}ms both` });
export const track = style({ opacity: 0.25 });
