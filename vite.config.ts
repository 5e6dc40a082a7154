import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledMessages } from './i18n/vitePlugin.ts';

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
