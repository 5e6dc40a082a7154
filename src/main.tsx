import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../design-system/theme';
import { prefetchPortalData } from './api/portalDataPrefetch';
import { App } from './app/App';
import { registerServiceWorker } from './offline/serviceWorker';

// on a portal page the portal data loads beside the shell's chunks (preloaded by the page)
prefetchPortalData();

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The login page comes prerendered by the build (src/app/prerender.tsx): take over its markup.
  // Portal pages start empty. In a transition, React renders in slices and lets the browser work
  // between them: no long task at start-up.
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
// after the page has loaded: the worker's code is not part of the initial JavaScript
window.addEventListener('load', () => void registerServiceWorker());
