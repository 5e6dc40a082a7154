import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** How far in from an edge with more tabs beyond it the row fades out. */
const FADE = '2.5rem';

/**
 * The tab row scrolls sideways on narrow screens instead of wrapping; an edge with more tabs beyond
 * it fades out (useScrollEdges marks which), so the row says it scrolls whatever the background.
 */
export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-more-end]': {
      maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)`,
    },
    '&[data-more-start]': {
      maskImage: `linear-gradient(to left, #000 calc(100% - ${FADE}), transparent)`,
    },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
    },
  },
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingTop: vars.space.large,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[hidden]': { display: 'none' },
  },
});
