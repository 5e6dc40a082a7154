import { makeTokens } from './makeTokens.ts';

/** The default Backroom brand. */
export const defaultTokens = makeTokens({
  brand: '#0f5c8c',
  brandStrong: '#0a4368',
  brandContrast: '#ffffff',
  brandSoft: '#e3eff7',
  loginBackground: '#0f5c8c',
  headerBackground: '#ffffff',
  headerText: '#1c2230',
  sideMenuBackground: '#14213d',
  sideMenuText: '#e8ecf4',
  sideMenuActive: '#2b5f8a',
  sideMenuFocus: '#8cc8ff',
  focus: '#1a73c7',
});
