import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { brandAttribute, type BrandName } from '../../design-system';

/** The brand the server marked on <html> for the host the page came from. */
export function initialBrand(): BrandName {
  if (typeof document === 'undefined') return 'default';
  return document.documentElement.getAttribute(brandAttribute) === 'bank' ? 'bank' : 'default';
}

const BrandContext = createContext<{ brand: BrandName; setBrand: (brand: BrandName) => void }>({
  brand: 'default',
  setBrand: () => {},
});

/**
 * Holds the current brand and marks it on <html> (the theme selectors key on the attribute; no theme
 * variable is ever set from script).
 */
export function BrandStateProvider({ initial, children }: { initial: BrandName; children: ReactNode }) {
  const [brand, setBrandState] = useState(initial);
  const setBrand = useCallback((next: BrandName) => {
    if (typeof document !== 'undefined') document.documentElement.setAttribute(brandAttribute, next);
    setBrandState(next);
  }, []);
  return <BrandContext.Provider value={{ brand, setBrand }}>{children}</BrandContext.Provider>;
}

export function useBrandState() {
  return useContext(BrandContext);
}
