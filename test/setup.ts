import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests run under jsdom (per-file `@vitest-environment jsdom`); clean up after each test.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
