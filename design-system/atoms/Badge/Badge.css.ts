import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const badge = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: 'small', borderRadius: 'full' }),
    {
      fontSize: vars.fontSize.xsmall,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.standard,
      whiteSpace: 'nowrap',
      border: '1px solid transparent',
    },
  ],
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: { background: vars.color.infoSurface, color: vars.color.info },
      positive: { background: vars.color.positiveSurface, color: vars.color.positive },
      caution: { background: vars.color.cautionSurface, color: vars.color.caution },
      critical: { background: vars.color.criticalSurface, color: vars.color.critical },
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
