import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { mediaQuery } from '../../theme/breakpoints';

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
      border: '1px solid transparent',
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
    variant: {
      solid: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: {
          '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.brandStrong },
        },
      },
      soft: {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        borderColor: vars.color.brandSoft,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { borderColor: vars.color.brand } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surfaceMuted },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { borderColor: vars.color.text } },
      },
    },
    size: {
      // Standard: a 44px touch target on phones, the 40px control height from tablet up.
      standard: [
        sprinkles({ paddingX: 'large' }),
        {
          minHeight: vars.size.touchTarget,
          fontSize: vars.fontSize.standard,
          '@media': { [mediaQuery.tablet]: { minHeight: vars.size.controlHeight } },
        },
      ],
      // Small: 32px to see, a 44px tall hit area around it.
      small: [
        sprinkles({ paddingX: 'medium' }),
        {
          minHeight: 32,
          fontSize: vars.fontSize.small,
          '::after': { content: '""', position: 'absolute', left: 0, right: 0, top: -6, bottom: -6 },
        },
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
