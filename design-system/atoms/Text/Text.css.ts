import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { toneColor } from './tones';

export const text = recipe({
  base: [sprinkles({ margin: 'none' }), { fontFamily: vars.font.body, lineHeight: vars.lineHeight.standard }],
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
    },
    tone: {
      neutral: { color: toneColor.neutral },
      muted: { color: toneColor.muted },
      critical: { color: toneColor.critical },
      positive: { color: toneColor.positive },
      caution: { color: toneColor.caution },
      info: { color: toneColor.info },
      brand: { color: toneColor.brand },
      inverse: { color: toneColor.inverse },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    align: {
      left: sprinkles({ textAlign: 'left' }),
      center: sprinkles({ textAlign: 'center' }),
      right: sprinkles({ textAlign: 'right' }),
    },
    truncate: {
      true: {
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        maxWidth: '100%',
      },
      false: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** Block-level elements keep their own display; spans inside flex layouts do not shrink oddly. */
export const block = style({ display: 'block' });
