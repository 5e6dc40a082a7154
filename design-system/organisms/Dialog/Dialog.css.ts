import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { backdropRule, fadeOut } from '../../theme/shared.css';
import { vars } from '../../theme/contract.css';

/** Below the tablet breakpoint dialogs take the whole screen. */
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
const motion = '(prefers-reduced-motion: no-preference)';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const width = createVar();

export const backdrop = style({ ...backdropRule, zIndex: vars.zIndex.overlay });

export const positioner = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  zIndex: vars.zIndex.dialog,
  '@media': { [phone]: { padding: 0, alignItems: 'stretch' } },
});

export const content = style({
  vars: { [width]: '560px' },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: `min(${width}, 100%)`,
  maxHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  outline: 'none',
  '@media': {
    [phone]: { width: '100%', height: '100dvh', maxHeight: 'none', borderRadius: 0 },
    [motion]: {
      selectors: {
        '&[data-state="open"]': { animation: `${rise} ${vars.motion.standard} ease-out` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
      },
    },
  },
});

export const size = styleVariants({
  small: { vars: { [width]: '400px' } },
  medium: { vars: { [width]: '560px' } },
  large: { vars: { [width]: '800px' } },
});

export const title = style({
  margin: 0,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} 0`,
  paddingRight: `calc(${vars.space.xlarge} + ${vars.size.touchTarget})`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

/** The description keeps space above the footer when no body follows it. */
export const description = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.xlarge} ${vars.space.large}`,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
});

/**
 * The body scrolls between the title and the footer. Its scroll padding keeps what is scrolled into
 * view (a focused field, the error a refused save brings into view) clear of its edges.
 */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  scrollPaddingBlock: vars.space.xxxlarge,
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  selectors: { [`${description} + &`]: { paddingTop: 0 } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.xlarge} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
});
