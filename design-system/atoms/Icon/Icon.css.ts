import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { toneColor } from '../Text/tones';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      standard: { width: 20, height: 20 },
      large: { width: 24, height: 24 },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;

export const tone = styleVariants(toneColor, (color) => ({ color }));
