import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../design-system/theme';
import { registerServiceWorker } from '../offline/serviceWorker';
import { App } from './App';

/**
 * Starts the portal in #root (src/main.tsx loads this module): hydrates the login page the build
 * prerendered (src/app/prerender.tsx), or renders a portal page over its placeholder. In a transition,
 * React renders in slices and lets the browser work between them: no long task at start-up.
 */
export function start(root: HTMLElement, hydrate: boolean) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // after the page has loaded: the worker's code is not part of the initial JavaScript
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker());
}
