import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../design-system/theme';
import { App } from './app/App';
import { registerServiceWorker } from './offline/serviceWorker';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
// after the page has loaded: the worker's code is not part of the initial JavaScript
window.addEventListener('load', () => void registerServiceWorker());
