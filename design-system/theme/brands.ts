/** The brands the design system knows. The portal picks one from the reseller. */
export const brandNames = ['default', 'bank'] as const;
export type BrandName = (typeof brandNames)[number];

export interface BrandAssets {
  /** The logo on a light surface (the login card, the side menu's tile). */
  logo: string;
  /** The logo on the brand's header background (tokens headerBackground): the bank's is light on green. */
  headerLogo: string;
  logoAltKey: 'Brand.DefaultLogoAlt' | 'Brand.BankLogoAlt';
}

/** Static brand assets (served from public/brand). */
export const brandAssets: Record<BrandName, BrandAssets> = {
  default: {
    logo: 'brand/default-logo.svg',
    headerLogo: 'brand/default-logo.svg',
    logoAltKey: 'Brand.DefaultLogoAlt',
  },
  bank: {
    logo: 'brand/bank-logo.svg',
    headerLogo: 'brand/bank-logo-inverse.svg',
    logoAltKey: 'Brand.BankLogoAlt',
  },
};

/** Marks the brand on an element (the portal uses `<html>`); the theme selectors key on it. */
export const brandAttribute = 'data-brand';
