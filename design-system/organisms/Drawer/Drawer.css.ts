import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { backdropRule } from '../../theme/shared.css';
import { vars } from '../../theme/contract.css';

const motion = '(prefers-reduced-motion: no-preference)';

const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOutLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOutRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

export const width = createVar();

export const backdrop = style({ ...backdropRule, zIndex: vars.zIndex.drawer });

export const positioner = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  zIndex: vars.zIndex.drawer,
});

export const placement = styleVariants({
  left: { justifyContent: 'flex-start' },
  right: { justifyContent: 'flex-end' },
});

export const content = style({
  vars: { [width]: vars.size.drawerWidth },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: `min(${width}, 100vw)`,
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const contentPlacement = styleVariants({
  left: {
    '@media': {
      [motion]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slideInLeft} ${vars.motion.standard} ease-out` },
          '&[data-state="closed"]': { animation: `${slideOutLeft} ${vars.motion.fast} ease-in` },
        },
      },
    },
  },
  right: {
    '@media': {
      [motion]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slideInRight} ${vars.motion.standard} ease-out` },
          '&[data-state="closed"]': { animation: `${slideOutRight} ${vars.motion.fast} ease-in` },
        },
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.headerHeight,
  padding: `0 ${vars.space.small} 0 ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.large} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
