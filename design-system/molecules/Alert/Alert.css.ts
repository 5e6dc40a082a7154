import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const alert = recipe({
  base: [
    sprinkles({
      display: 'flex',
      alignItems: 'flex-start',
      gap: 'small',
      padding: 'medium',
      borderRadius: 'medium',
    }),
    {
      borderWidth: 1,
      borderStyle: 'solid',
      borderLeftWidth: 4,
      color: vars.color.text,
      fontSize: vars.fontSize.small,
      lineHeight: vars.lineHeight.standard,
    },
  ],
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      positive: { background: vars.color.positiveSurface, borderColor: vars.color.positive },
      caution: { background: vars.color.cautionSurface, borderColor: vars.color.caution },
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const icon = style({ display: 'flex', paddingTop: 2 });

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  flex: 1,
  minWidth: 0,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 200px',
  minWidth: 0,
  paddingTop: 2,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.standard });

export const action = style({ flexShrink: 0 });

/** The dismiss button sits in the corner without adding height to one-line alerts. */
export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.small})`,
  marginRight: `calc(-1 * ${vars.space.small})`,
});
