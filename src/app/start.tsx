import { StrictMode, startTransition } from 'react';
import '../../design-system/theme';
import { deviceSessionEnding } from '../api/deviceSession';
import { portalPathOf } from '../lib/basePath';
import { App, preloadPortal } from './App';

/** How long a portal page waits for its chunks and kept answers before rendering anyway (then with fallbacks). */
const PORTAL_PRELOAD_WAIT_MS = 3000;

/**
 * Starts the portal in #root (src/main.tsx loads this module): hydrates the login page the build
 * prerendered (src/app/prerender.tsx); on a portal page, once the shell, the page's screen and the
 * kept answers are loaded, hydrates the page's first render the server wrote, or renders the
 * portal over its placeholder (a page from the service worker's cache), so the first render paints
 * them with no fallback in between. In a transition, React renders in
 * slices and lets the browser work between them: no long task at start-up.
 */
export async function start(root: HTMLElement, hydrate: boolean) {
  if (portalPathOf(window.location.pathname) !== null && deviceSessionEnding() !== null) {
    // a session over by its own clock: the login page instead, nothing of it rendered (offline/forget.ts)
    await (await import('../offline/forget')).leaveEndedSession(root);
    hydrate = false;
  } else if (portalPathOf(window.location.pathname) !== null) {
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
  // a chunk of its own, evaluated in its own task (src/main.tsx asks for it beside this one)
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
