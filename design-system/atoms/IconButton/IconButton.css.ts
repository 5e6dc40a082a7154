import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const enabledHover = '&:hover:not(:disabled)';

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
      border: '1px solid transparent',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast}`,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
    },
  ],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { [enabledHover]: { background: vars.color.surfaceMuted, color: vars.color.text } },
      },
      solid: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: { [enabledHover]: { background: vars.color.brandStrong } },
      },
      soft: {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        selectors: { [enabledHover]: { borderColor: vars.color.brand } },
      },
    },
    size: {
      // 44px on phones, the 40px control height from tablet up.
      standard: {
        width: vars.size.touchTarget,
        height: vars.size.touchTarget,
        '@media': {
          [mediaQuery.tablet]: { width: vars.size.controlHeight, height: vars.size.controlHeight },
        },
      },
      // 32px to see; on phones its hit area grows to 44px around it.
      small: {
        width: 32,
        height: 32,
        '::after': { content: '""', position: 'absolute', inset: -6 },
        '@media': { [mediaQuery.tablet]: { '::after': { inset: 0 } } },
      },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
