import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const disabled = '&:disabled, &[aria-disabled="true"]';

export const button = recipe({
  base: [
    sprinkles({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 'small',
      borderRadius: 'medium',
      position: 'relative',
    }),
    {
      borderWidth: 1,
      borderStyle: 'solid',
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        [disabled]: { cursor: 'not-allowed', opacity: 0.55 },
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
    },
  ],
  variants: {
    // Colours by interaction state: sprinkles conditions (hover skips disabled and busy buttons).
    variant: {
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
      ghost: sprinkles({
        background: { rest: 'none', hover: 'surfaceMuted' },
        color: 'brand',
        borderColor: 'none',
      }),
      critical: sprinkles({
        background: 'criticalStrong',
        color: 'inverse',
        borderColor: { rest: 'none', hover: 'text' },
      }),
    },
    size: {
      // Standard: a 44px touch target at every width.
      standard: [
        sprinkles({ paddingX: 'large' }),
        {
          minHeight: vars.size.touchTarget,
          fontSize: vars.fontSize.standard,
        },
      ],
      // Small: smaller type and padding; still a 44px touch target.
      small: [
        sprinkles({ paddingX: 'medium' }),
        { minHeight: vars.size.touchTarget, fontSize: vars.fontSize.small },
      ],
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 'standard', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading, the label keeps its place (and the button its width) but is not seen. */
export const hiddenContent = style({
  visibility: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
