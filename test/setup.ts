import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

/**
 * The test files share their workers' module caches (vitest.config.ts, `isolate: false`: the
 * libraries load once per worker, not once per file). Each file still starts afresh: our own modules
 * evaluated anew (their singletons: the http client, the session's clock, the toasts) and, in jsdom,
 * as in a fresh browser tab: an empty document and storage, and IndexedDB empty.
 */
vi.resetModules();

async function startFileAfresh() {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) if (name !== 'lang') element.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  if ('indexedDB' in globalThis) {
    const { IDBFactory } = await import('fake-indexeddb');
    globalThis.indexedDB = new IDBFactory();
  }
}

if (typeof window !== 'undefined') {
  await startFileAfresh();
  // jsdom has no layout: Ark measures menus, toasts, tooltips and tab indicators with ResizeObserver,
  // and scrolls listboxes with Element.scrollTo. Browsers have both; here they do nothing.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollTo ??= () => {};
  // A modal and the menu drawer load their dialog machinery on first open; the app loads it once the
  // page has painted (useWhenIdle). Tests render dialogs straight away: loaded first, they open at
  // once as in the app (a first import under a busy CI took over findBy's second: the drawer test
  // failed once). The loading itself is tested in design-system/organisms/Modal/Modal.test.tsx.
  const { preloadModal } = await import('../design-system/organisms/Modal/Modal');
  const { preloadMenuDrawer } = await import('../design-system/organisms/AppShell/AppShell');
  await Promise.all([preloadModal(), preloadMenuDrawer()]);
  // findBy and waitFor wait 1 s by default: on CI's two busy cores a first render through a lazy
  // chunk can take longer. Speed is measured by the benches, never here.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 4000 });
}

// Component tests run under jsdom; clean up after each test.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    // An unmounted dialog's focus trap gives the focus back on a timer (setTimeout 0, sometimes after a
    // promise): let those run while the document exists, or the last test of a file can end in
    // "document is not defined" once jsdom is gone (seen once, LoginView.offline.test.tsx).
    for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
