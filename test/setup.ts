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
}

// Component tests run under jsdom; clean up after each test.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
