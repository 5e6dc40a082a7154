import { makeTokens } from './makeTokens.ts';

/** The bank white-label brand (reseller 10017). */
export const bankTokens = makeTokens({
  brand: '#00694a',
  brandStrong: '#004d36',
  brandContrast: '#ffffff',
  brandSoft: '#e2f2ec',
  loginBackground: '#e9efe9',
  headerBackground: '#00694a',
  headerText: '#ffffff',
  sideMenuBackground: '#f4f7f5',
  sideMenuText: '#1c2230',
  sideMenuActive: '#cfe6dc',
  sideMenuFocus: '#00694a',
  focus: '#00855e',
  fontFamily: 'Georgia, "Times New Roman", serif',
});
