import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../design-system/theme';
import { warmFormatters } from '../../i18n/intl';
import { portalBase } from '../lib/basePath';
import { App, preloadPortal } from './App';

/** How long a portal page waits for its chunks and kept answers before rendering anyway (then with fallbacks). */
const PORTAL_PRELOAD_WAIT_MS = 3000;

/**
 * Starts the portal in #root (src/main.tsx loads this module): hydrates the login page the build
 * prerendered (src/app/prerender.tsx), or renders a portal page over its placeholder once the
 * shell, the page's screen and the kept answers are loaded (the placeholder shows meanwhile), so
 * the first render paints them with no fallback in between. In a transition, React renders in
 * slices and lets the browser work between them: no long task at start-up.
 */
export async function start(root: HTMLElement, hydrate: boolean) {
  if (!hydrate && window.location.pathname.startsWith(portalBase())) {
    // in a task of its own, while the chunks and the first answers are on their way
    setTimeout(warmFormatters, 0);
    await Promise.race([
      preloadPortal().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, PORTAL_PRELOAD_WAIT_MS)),
    ]);
  }
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
