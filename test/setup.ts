import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // jsdom has no layout: Ark measures menus, toasts, tooltips and tab indicators with ResizeObserver,
  // and scrolls listboxes with Element.scrollTo. Browsers have both; here they do nothing.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollTo ??= () => {};
  // A modal loads its dialog machinery on first open; the app loads it once the page has painted
  // (useWhenIdle). Tests render dialogs straight away: loaded first, they open at once as in the app.
  // The loading itself is tested in design-system/organisms/Modal/Modal.test.tsx.
  const { preloadModal } = await import('../design-system/organisms/Modal/Modal');
  await preloadModal();
}

// Component tests run under jsdom; clean up after each test.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
