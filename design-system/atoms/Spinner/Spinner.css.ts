import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

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

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
export const track = style({ opacity: 0.25 });
