import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const iconButton = recipe({
  base: [
    sprinkles({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'medium',
      position: 'relative',
      padding: 'none',
      flexShrink: 0,
    }),
    {
      borderWidth: 1,
      borderStyle: 'solid',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast}`,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
    },
  ],
  variants: {
    // Colours by interaction state: sprinkles conditions (hover skips disabled buttons).
    variant: {
      ghost: sprinkles({
        background: { rest: 'none', hover: 'tint' },
        color: 'inherit',
        borderColor: 'none',
      }),
      solid: sprinkles({
        background: { rest: 'brand', hover: 'brandStrong' },
        color: 'brandContrast',
        borderColor: 'none',
      }),
      soft: sprinkles({
        background: 'brandSoft',
        color: 'brandStrong',
        borderColor: { rest: 'brandSoft', hover: 'brand' },
      }),
    },
    size: {
      // A 44px touch target at every width; small draws a smaller icon in it.
      standard: { width: vars.size.touchTarget, height: vars.size.touchTarget },
      small: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
