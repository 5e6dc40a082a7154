import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  flexShrink: 0,
  // a printed page is the page's content alone (a report on paper)
  '@media': { print: { display: 'none' } },
});

export const body = style({
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 0,
});

/** The permanent side menu, from the large breakpoint up. */
export const aside = style({
  display: 'none',
  position: 'sticky',
  top: vars.size.headerHeight,
  flexShrink: 0,
  width: vars.size.drawerWidth,
  height: `calc(100dvh - ${vars.size.headerHeight})`,
  '@media': { [mediaQuery.large]: { display: 'block' }, print: { display: 'none' } },
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.large,
  '@media': { [mediaQuery.large]: { padding: vars.space.xlarge }, print: { padding: 0 } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerTop = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  minHeight: vars.size.headerHeight,
  padding: `0 ${vars.space.small}`,
  background: vars.color.sideMenuBackground,
  color: vars.color.sideMenuText,
});

export const drawerMenu = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.sideMenuBackground,
});
