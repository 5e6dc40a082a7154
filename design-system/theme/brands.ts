/** The brands the design system knows. The portal picks one from the reseller. */
export const brandNames = ['default', 'bank'] as const;
export type BrandName = (typeof brandNames)[number];

/** Static brand assets (served from public/brand). */
export const brandAssets: Record<BrandName, { logo: string; logoAltKey: string }> = {
  default: { logo: 'brand/default-logo.svg', logoAltKey: 'Brand.DefaultLogoAlt' },
  bank: { logo: 'brand/bank-logo.svg', logoAltKey: 'Brand.BankLogoAlt' },
};

/** Marks the brand on an element (the portal uses `<html>`); the theme selectors key on it. */
export const brandAttribute = 'data-brand';
