import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompiledMessages } from './i18n/vitePlugin.ts';

const serverTests = ['server/**/*.test.ts'];

/**
 * Projects: unit (pure domain rules), the server on PGlite and again on PostgreSQL 15, and the
 * portal and design system in jsdom (talking to the real server in-process over PGlite).
 */
export default defineConfig({
  plugins: [precompiledMessages(), react(), vanillaExtractPlugin()],
  test: {
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker's files share its module cache: the libraries (React, Ark, jsdom's helpers, PGlite's
    // WebAssembly) load once per worker instead of once per file, which was most of the suite's time.
    // Each file still starts afresh (test/setup.ts: our modules evaluated anew, an empty document,
    // storage and IndexedDB).
    isolate: false,
    restoreMocks: true,
    // On CI, as Playwright does, a test that fails runs once more: on two busy cores jsdom's timers
    // race Zag's animation frames (a lost Escape failed CI once, see test/layer.ts) and a test that
    // starts three servers ran past its timeout. A test that passes only on its retry is a race to fix.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'i18n/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          environment: 'node',
          include: serverTests,
          globalSetup: ['test/globalSetup.pglite.ts'],
          provide: { dbKind: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server:postgres',
          environment: 'node',
          include: serverTests,
          globalSetup: ['test/globalSetup.postgres.ts'],
          provide: { dbKind: 'postgres' },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'design-system/**/*.test.{ts,tsx}',
            'src/{app,api,features,offline,lib,scaffold}/**/*.test.{ts,tsx}',
            'stories/**/*.test.{ts,tsx}',
          ],
          globalSetup: ['test/globalSetup.pglite.ts'],
          provide: { dbKind: 'pglite' },
        },
      },
    ],
  },
});
