import { brandAssets, type BrandName, brandNames } from '../../design-system/theme/brands.ts';
import { bankTokens } from '../../design-system/theme/tokens/bank.ts';
import { defaultTokens } from '../../design-system/theme/tokens/default.ts';
import messages from '../../i18n/en-US.json' with { type: 'json' };

/**
 * What each brand's pages carry besides their markup: the document's title, description, theme
 * colour, icons and web manifest. The build writes one login page and one portal page per brand
 * (scripts/build/pagesPlugin.ts); the server picks them by host (server/routes/portalAssets.ts).
 */
export interface BrandDocument {
  brand: BrandName;
  /** The pages and the manifest in dist: the default brand's are the plain names. */
  loginPage: string;
  portalPage: string;
  manifest: string;
  title: string;
  shortName: string;
  description: string;
  pageDescription: string;
  themeColor: string;
  backgroundColor: string;
  favicon: string;
  appleTouchIcon: string;
  iconPrefix: string;
  /** The logo the login page shows first (preloaded: it is the page's largest image). */
  logo: string;
  /** The logo of the portal's header bar (preloaded on the portal page). */
  headerLogo: string;
}

const text = messages as Record<string, string>;
const fileOf = (brand: BrandName, base: string, ext: string) =>
  brand === 'default' ? `${base}.${ext}` : `${base}.${brand}.${ext}`;

const tokensOf: Record<BrandName, typeof defaultTokens> = { default: defaultTokens, bank: bankTokens };
const naming: Record<BrandName, { key: string; favicon: string; iconPrefix: string }> = {
  default: { key: 'Default', favicon: 'favicon.svg', iconPrefix: 'icon' },
  bank: { key: 'Bank', favicon: 'brand/bank-favicon.svg', iconPrefix: 'bank-icon' },
};

export function brandDocument(brand: BrandName): BrandDocument {
  const { key, favicon, iconPrefix } = naming[brand];
  const tokens = tokensOf[brand];
  return {
    brand,
    loginPage: fileOf(brand, 'index', 'html'),
    portalPage: fileOf(brand, 'portal', 'html'),
    manifest: fileOf(brand, 'manifest', 'webmanifest'),
    title: text[`Manifest.${key}Name`],
    shortName: text[`Manifest.${key}ShortName`],
    description: text[`Manifest.${key}Description`],
    pageDescription: text[`Manifest.${key}PageDescription`],
    themeColor: tokens.color.brand,
    backgroundColor: tokens.color.background,
    favicon,
    appleTouchIcon: `icons/${iconPrefix}-192.png`,
    iconPrefix,
    logo: brandAssets[brand].logo,
    headerLogo: brandAssets[brand].headerLogo,
  };
}

export const brandDocuments = brandNames.map(brandDocument);

/** The brand's web manifest (the default one goes through vite-plugin-pwa, the others are written beside it). */
export function webManifest(brand: BrandName) {
  const doc = brandDocument(brand);
  return {
    id: './',
    name: doc.title,
    short_name: doc.shortName,
    description: doc.description,
    start_url: './',
    scope: './',
    display: 'standalone' as const,
    orientation: 'any' as const,
    background_color: doc.backgroundColor,
    theme_color: doc.themeColor,
    icons: [
      { src: `icons/${doc.iconPrefix}-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `icons/${doc.iconPrefix}-512.png`, sizes: '512x512', type: 'image/png' },
      {
        src: `icons/${doc.iconPrefix}-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
