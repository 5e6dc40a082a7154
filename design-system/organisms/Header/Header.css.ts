import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.small}`,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  boxShadow: vars.shadow.small,
  '@media': { [mediaQuery.large]: { padding: `0 ${vars.space.large}`, gap: vars.space.medium } },
});

/** The hamburger: only below the large breakpoint, where the side menu is a drawer. */
export const menuButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { [mediaQuery.large]: { display: 'none' } },
});

/** The logo: from the tablet breakpoint (a phone's bar holds the hamburger, title and user menu). */
export const logo = style({
  display: 'none',
  alignItems: 'center',
  flexShrink: 0,
  maxHeight: vars.size.headerHeight,
  '@media': { [mediaQuery.tablet]: { display: 'inline-flex' } },
});

/** The section title: only below the large breakpoint (the side menu shows the section above it). */
export const title = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  '@media': { [mediaQuery.large]: { display: 'none' } },
});

export const spacer = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
});
