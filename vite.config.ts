import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const MESSAGES_ID = '\0backroom:messages';

/**
 * The catalogue ships pre-parsed (ICU message ASTs), so the portal bundle needs no message parser
 * (FormatJS "message distribution"); the server and the tests read the plain JSON.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'backroom:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.endsWith('/en-US.json') || source === './en-US.json' ? MESSAGES_ID : null;
    },
    load(id) {
      if (id !== MESSAGES_ID) return null;
      const messages: Record<string, string> = JSON.parse(readFileSync('i18n/en-US.json', 'utf8'));
      const ast = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(ast)};`;
    },
  };
}

/**
 * The portal build. Assets are relative ('./'), and index.html carries a <base href> that the
 * server fills with BASE_PATH, so one build serves any base path.
 */
export default defineConfig(({ command }) => ({
  base: './',
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  plugins: [
    precompiledMessages(),
    react(),
    vanillaExtractPlugin(),
    VitePWA({
      injectRegister: null,
      registerType: 'prompt',
      strategies: 'generateSW',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'brand/*.svg', 'icons/*.png'],
      manifest: {
        id: './',
        name: 'Backroom',
        short_name: 'Backroom',
        description: 'The back office of your restaurant and retail point of sale.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f5f6f8',
        theme_color: '#0f5c8c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/\/Portal\/NewIndex(\/.*)?$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/(Eula|Legacy)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'backroom-documents', expiration: { maxEntries: 100 } },
          },
        ],
      },
    }),
  ],
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Design-system modules only declare components and class names: a component the login page
      // does not use (and its styles) stays out of the login chunk and lands in the chunk that uses it.
      treeshake: {
        moduleSideEffects: (id: string) => !/\/design-system\/(atoms|molecules|organisms)\//.test(id),
      },
    },
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
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
