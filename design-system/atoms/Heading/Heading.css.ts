import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: {
        fontSize: vars.fontSize.large,
        '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.xlarge } },
      },
      2: { fontSize: vars.fontSize.large },
      3: { fontSize: vars.fontSize.standard },
      4: { fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { level: 2 },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
