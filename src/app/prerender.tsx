import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { BrandName } from '../../design-system';
import { App } from './App';
import { pageAnswers, VERSION_PLACEHOLDER } from './pageAnswers';
import { PortalSkeleton } from './PortalSkeleton';
import { Providers } from './Providers';

/**
 * The login page's markup for a brand, as the build writes it into the page (scripts/build): it
 * paints before any script runs, then src/main.tsx hydrates the same tree (hydrateRoot). The version
 * is a placeholder the server fills (src/app/pageAnswers.ts).
 */
export function renderLoginPage(brand: BrandName): string {
  return renderToString(
    <StrictMode>
      <App brand={brand} ssrPath="/" fallback={pageAnswers(VERSION_PLACEHOLDER)} />
    </StrictMode>,
  );
}

/**
 * The portal page's placeholder (the header bar and a spinner), painted before any script; the
 * script renders the portal over it (createRoot). The brand's colours come from <html data-brand>.
 */
export function renderPortalSkeleton(): string {
  return renderToString(
    <Providers brand="default">
      <PortalSkeleton />
    </Providers>,
  );
}
