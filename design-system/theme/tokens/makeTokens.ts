/** The full token set of a brand, made from a few brand overrides (Braid's token factory idea). */
export interface BrandOverrides {
  brand: string;
  brandStrong: string;
  brandContrast: string;
  brandSoft: string;
  loginBackground: string;
  headerBackground: string;
  headerText: string;
  sideMenuBackground: string;
  sideMenuText: string;
  sideMenuActive: string;
  /** The focus ring on the side menu's background (visible on a dark menu too). */
  sideMenuFocus: string;
  focus: string;
  fontFamily?: string;
}

export function makeTokens(b: BrandOverrides) {
  return {
    color: {
      brand: b.brand,
      brandStrong: b.brandStrong,
      brandContrast: b.brandContrast,
      brandSoft: b.brandSoft,
      background: '#f5f6f8',
      surface: '#ffffff',
      surfaceMuted: '#f0f1f4',
      surfaceSelected: b.brandSoft,
      text: '#1c2230',
      textMuted: '#505a6b',
      textInverse: '#ffffff',
      border: '#c9ced8',
      borderStrong: '#69738a',
      focus: b.focus,
      critical: '#b3261e',
      criticalSurface: '#fdecea',
      positive: '#1b6b35',
      positiveSurface: '#e6f4ea',
      caution: '#7a4f00',
      cautionSurface: '#fff4d6',
      info: '#0b5394',
      infoSurface: '#e8f1fb',
      overlay: 'rgba(16, 20, 30, 0.55)',
      loginBackground: b.loginBackground,
      headerBackground: b.headerBackground,
      headerText: b.headerText,
      sideMenuBackground: b.sideMenuBackground,
      sideMenuText: b.sideMenuText,
      sideMenuActive: b.sideMenuActive,
      sideMenuFocus: b.sideMenuFocus,
      // chart series: the brand first, then hues apart from both brands' (each ≥ 3:1 on white)
      chart1: b.brand,
      chart2: '#c2571a',
      chart3: '#6b4fa8',
      chart4: '#a3366b',
      chart5: '#8a6d00',
      chart6: '#4d5869',
      /** The comparison series (period before, last week). */
      chartComparison: '#7d879a',
    },
    font: {
      body:
        b.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontSize: { xsmall: '0.75rem', small: '0.875rem', standard: '1rem', large: '1.25rem', xlarge: '1.5rem' },
    fontWeight: { regular: '400', medium: '500', strong: '700' },
    lineHeight: { tight: '1.25', standard: '1.5' },
    space: {
      none: '0',
      xxsmall: '2px',
      xsmall: '4px',
      small: '8px',
      medium: '12px',
      large: '16px',
      xlarge: '24px',
      xxlarge: '32px',
      xxxlarge: '48px',
    },
    radius: { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' },
    shadow: {
      none: 'none',
      small: '0 1px 2px rgba(16, 20, 30, 0.12)',
      medium: '0 4px 12px rgba(16, 20, 30, 0.16)',
      large: '0 12px 32px rgba(16, 20, 30, 0.24)',
    },
    size: { headerHeight: '64px', drawerWidth: '240px', touchTarget: '44px', controlHeight: '44px' },
    zIndex: { header: '100', drawer: '200', overlay: '300', dialog: '400', toast: '500', tooltip: '600' },
    motion: { fast: '120ms', standard: '200ms' },
  };
}

export type Tokens = ReturnType<typeof makeTokens>;
