import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../design-system';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.large,
  '@media': { [mediaQuery.tablet]: { alignItems: 'center', padding: vars.space.xxlarge } },
});

export const card = style({ width: '100%', maxWidth: '420px' });

export const logo = style({ display: 'block', maxWidth: '100%', height: 'auto' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: vars.zIndex.overlay,
});
