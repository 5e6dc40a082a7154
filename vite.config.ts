import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledMessages } from './i18n/vitePlugin.ts';
import { webManifest } from './scripts/build/brands.ts';
import { buildPages } from './scripts/build/pagesPlugin.ts';
import { startupChunks } from './scripts/build/startupChunks.ts';
import { LANDING_PATH } from './src/domain/landing.ts';

/** The plugins that compile the sources: the portal build and the build's prerender use the same. */
const sourcePlugins = (): PluginOption[] => [precompiledMessages(), react(), vanillaExtractPlugin()];

/** The built portal formats pre-parsed messages (i18n/vitePlugin.ts): no message parser ships. */
const buildAlias = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
  },
  // React 19 has the hook SWR imports this shim for (src/lib/shims/useSyncExternalStore.ts)
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/lib/shims/useSyncExternalStore.ts', import.meta.url)),
  },
];

/** Design-system modules only declare components and class names: a component the login page does
 * not use (and its styles) stays out of the login chunk and lands in the chunk that uses it. */
const treeshake = {
  moduleSideEffects: (id: string) => !/\/design-system\/(atoms|molecules|organisms)\//.test(id),
};

/** The login page's JavaScript in one file, the portal shell's in another (scripts/build/startupChunks.ts). */
const startup = startupChunks(
  import.meta.dirname,
  [
    { name: 'start', roots: ['src/app/start.tsx'] },
    {
      name: 'portal',
      roots: [
        'src/app/shell/PortalShell.tsx',
        'src/offline/PersistedAnswers.tsx',
        // the offline notice every screen layout shows: a chunk of its own otherwise, one more request
        'src/scaffold/OfflineNotice.tsx',
      ],
      // the login page's dialogs keep their chunks: none of them loads the shell
      leave: [
        'src/features/signin/login/LoginModals.tsx',
        'src/features/signin/login/LoginFormViews.tsx',
        'src/features/selection/store/StoreSelectionDialog.tsx',
        'src/features/selection/merchant/MerchantSelectionDialog.tsx',
        // and the modal's dialog they open (its own chunk, loaded at the first opening)
        'design-system/organisms/Modal/ModalDialog.tsx',
      ],
    },
    // what the shell shares with the login page's dialogs, in one file: a dialog opened on the
    // login page loads it whole, and a portal page loads one file instead of some eight (six
    // requests at a time on HTTP/1.1)
    { name: 'shared', roots: ['src/app/shell/PortalShell.tsx', 'src/offline/PersistedAnswers.tsx'] },
  ],
  () => ({
    configFile: false,
    root: import.meta.dirname,
    base: './',
    logLevel: 'warn',
    plugins: sourcePlugins(),
    resolve: { alias: buildAlias },
    build: { target: 'es2022', cssCodeSplit: false, minify: false, rolldownOptions: { treeshake } },
  }),
);

/**
 * React DOM (and its scheduler) in a chunk of its own, which the start chunk imports dynamically:
 * the entry asks for both at once and each runs in a task of its own (src/main.tsx). Evaluated
 * together, they were the page's longest start-up task.
 */
const reactDomChunk = {
  name: 'react-dom',
  priority: 100,
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
};

/**
 * Vite leaves a `/* empty css … *\/` comment, as long as the import it replaces, for every styles-only
 * module a chunk imported (vanilla-extract's `.css.ts`; the styles are in the one CSS file): dead
 * bytes of every page's scripts, the login page's included (its budget, ARCHITECTURE.md "Budgets").
 */
const dropEmptyCssComments: PluginOption = {
  name: 'backroom:drop-empty-css-comments',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') file.code = file.code.replace(/\/\* empty css +\*\//g, '');
    }
  },
};

export default defineConfig(({ command }) => ({
  base: './',
  resolve: { alias: command === 'build' ? buildAlias : [] },
  plugins: [
    ...sourcePlugins(),
    startup.plugin,
    dropEmptyCssComments,
    VitePWA({
      injectRegister: null,
      registerType: 'prompt',
      strategies: 'generateSW',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'brand/*.svg', 'icons/*.png'],
      manifest: webManifest('default'),
      workbox: {
        // the pages are served per host (the brand) and per BASE_PATH: precached by the URL the
        // server answers, revised when any brand's variant changes
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        templatedURLs: {
          'index.html': ['index.html', 'index.bank.html'],
          'portal.html': ['portal.html', 'portal.bank.html'],
        },
        navigateFallback: 'portal.html',
        navigateFallbackAllowlist: [/\/Portal\/NewIndex(\/.*)?$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          // The licence documents are the same for everyone. Classic pages and API answers are the
          // user's own: never cached by the worker (network only; the server says no-store).
          {
            urlPattern: ({ url }) => /\/Eula\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'backroom-documents', expiration: { maxEntries: 20 } },
          },
        ],
      },
    }),
    buildPages({
      prerenderEntry: 'src/app/prerender.tsx',
      sourcePlugins,
      alias: buildAlias,
      portal: {
        // the start-up chunks (scripts/build/startupChunks.ts) by name, the catalogue by its module
        preload: [reactDomChunk.name, 'start', 'portal', 'shared', 'backroom:messages-all'],
        routeTable: 'src/app/routes/screens.ts',
        landingRoute: LANDING_PATH,
      },
    }),
  ],
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [reactDomChunk, ...startup.groups] },
      },
      treeshake,
    },
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // browsers the portal supports know <link rel="modulepreload"> (Safari 17, Firefox 115): no polyfill
    modulePreload: { polyfill: false },
    // read by the pages plugin (the portal's preloads), then removed from dist
    manifest: true,
    // one stylesheet for every page: the login page paints with one request, lazy chunks add none
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    // API controllers are capitalised paths (Account/…, Portal/GetPortalData…): the server answers them
    proxy: {
      '^/(?!Portal/NewIndex)[A-Z][A-Za-z]*/': 'http://localhost:8080',
      '/health': 'http://localhost:8080',
    },
  },
}));
