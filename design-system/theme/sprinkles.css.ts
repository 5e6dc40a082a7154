import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQuery } from './breakpoints';

export const spaceScale = vars.space;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    large: { '@media': mediaQuery.large },
    wide: { '@media': mediaQuery.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'large', 'wide'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block', 'inline'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%', auto: 'auto', half: '50%', drawer: vars.size.drawerWidth },
    maxWidth: { small: '480px', medium: '768px', large: '1024px', full: '100%' },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/**
 * Interaction states are sprinkles conditions: `background: { rest: 'brand', hover: 'brandStrong' }`.
 * Hover and active skip disabled and busy controls.
 */
export const interactionConditions = {
  rest: {},
  hover: { selector: '&:hover:not(:disabled):not([aria-disabled="true"]):not([aria-busy="true"])' },
  active: { selector: '&:active:not(:disabled):not([aria-disabled="true"])' },
  focusVisible: { selector: '&:focus-visible' },
  selected: { selector: '&[aria-selected="true"], &[data-selected], &[aria-current="page"]' },
} as const;

const colors = defineProperties({
  conditions: interactionConditions,
  defaultCondition: 'rest',
  properties: {
    background: {
      none: 'transparent',
      body: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceSelected: vars.color.surfaceSelected,
      brand: vars.color.brand,
      brandStrong: vars.color.brandStrong,
      brandSoft: vars.color.brandSoft,
      critical: vars.color.criticalSurface,
      criticalStrong: vars.color.critical,
      positive: vars.color.positiveSurface,
      caution: vars.color.cautionSurface,
      info: vars.color.infoSurface,
      login: vars.color.loginBackground,
      header: vars.color.headerBackground,
      overlay: vars.color.overlay,
      /** A tint of the current text colour: a hover that works on light and dark surfaces alike. */
      tint: 'color-mix(in srgb, currentColor 10%, transparent)',
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      inverse: vars.color.textInverse,
      brand: vars.color.brand,
      brandStrong: vars.color.brandStrong,
      brandContrast: vars.color.brandContrast,
      critical: vars.color.critical,
      positive: vars.color.positive,
      caution: vars.color.caution,
      info: vars.color.info,
      headerText: vars.color.headerText,
      inherit: 'inherit',
    },
    borderColor: {
      none: 'transparent',
      standard: vars.color.border,
      strong: vars.color.borderStrong,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      text: vars.color.text,
    },
  },
});

const shape = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', standard: '1px' },
    position: ['relative', 'absolute', 'sticky', 'fixed', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { '0': '0' },
    height: { full: '100%', header: vars.size.headerHeight, screen: '100dvh' },
    minHeight: { full: '100%', screen: '100dvh' },
  },
});

export const sprinkles = createSprinkles(responsive, colors, shape);
export type Sprinkles = Parameters<typeof sprinkles>[0];
