import { describe, expect, it } from 'vitest';
import { brandDocument } from './brands';
import {
  preloadFiles,
  screenOfRoute,
  type ViteManifest,
  withBrandHead,
  withLowPriorityScripts,
  withModulePreloadsLargestFirst,
  withRootMarkup,
  withStylesheetFirst,
} from './pageHtml';

const template = `<!doctype html>
<html lang="en" data-brand="default">
  <head>
    <meta name="description" content="Backroom: the back office" />
    <meta name="theme-color" content="#0f5c8c" />
    <link rel="icon" href="favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="icons/icon-192.png" />
    <title>Backroom</title>
    <script type="module" crossorigin src="./assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/shared-b.js">
    <link rel="stylesheet" crossorigin href="./assets/style-c.css">
  <link rel="manifest" href="./manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;

describe("the build's pages", () => {
  it("carry the bank's title, description, theme colour, icons and manifest on the bank's pages", () => {
    const html = withBrandHead(template, brandDocument('bank'));
    expect(html).toContain('data-brand="bank"');
    expect(html).toContain('<title>Maple Bank Business Back Office</title>');
    expect(html).toContain('<meta name="theme-color" content="#00694a"');
    expect(html).toContain('<link rel="icon" href="brand/bank-favicon.svg"');
    expect(html).toContain('<link rel="apple-touch-icon" href="icons/bank-icon-192.png"');
    expect(html).toContain('<link rel="manifest" href="./manifest.bank.webmanifest"');
    expect(html).not.toMatch(/Backroom|0f5c8c/);
  });

  it('fail the build when index.html lacks a tag they rewrite', () => {
    expect(() => withBrandHead(template.replace(/<title>.*<\/title>/, ''), brandDocument('bank'))).toThrow(
      '<title>',
    );
    expect(() =>
      withRootMarkup(template.replace('<div id="root"></div>', ''), '<p>x</p>', { hydrate: true }),
    ).toThrow('#root');
  });

  it('put the markup in #root, marked for hydration or not', () => {
    const html = withRootMarkup(template, '<main>form</main>', { hydrate: true });
    expect(html).toContain('<div id="root" data-hydrate><main>form</main></div>');
    const portal = withRootMarkup(template, '<p>wait</p>', { hydrate: false });
    expect(portal).toContain('<div id="root"><p>wait</p></div>');
  });

  it('ask for the stylesheet first and, on the login page, for the scripts at low priority', () => {
    const html = withLowPriorityScripts(withStylesheetFirst(template));
    const at = (s: string) => html.indexOf(s);
    expect(at('rel="stylesheet"')).toBeLessThan(at('<script type="module"'));
    expect(html).toContain('<script type="module" fetchpriority="low"');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low"');
  });
});

describe("the portal page's preloads", () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_dialog.js': { file: 'assets/dialog.js', imports: ['_shared.js'] },
    'src/app/shell/PortalShell.tsx': {
      file: 'assets/PortalShell.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_dialog.js'],
    },
    'src/features/mystore/MyStoreView.tsx': {
      file: 'assets/MyStoreView.js',
      isDynamicEntry: true,
      imports: ['src/app/shell/PortalShell.tsx'],
    },
  };
  const table = `export const screens = {
  '/mystore': lazy(() =>
    import('../../features/mystore/MyStoreView').then((m) => ({ default: m.MyStoreView })),
  ),
};`;

  it('are the chunks the route table maps the landing route to, found in the manifest', () => {
    expect(screenOfRoute(manifest, 'src/app/routes/screens.ts', table, '/mystore')).toBe(
      'src/features/mystore/MyStoreView.tsx',
    );
    expect(() => screenOfRoute(manifest, 'src/app/routes/screens.ts', table, '/reports')).toThrow('/reports');
  });

  it('are each target and its static imports, less what the entry loads anyway', () => {
    expect(
      preloadFiles(manifest, 'index.html', [
        'src/app/shell/PortalShell.tsx',
        'src/features/mystore/MyStoreView.tsx',
      ]),
    ).toEqual(['assets/PortalShell.js', 'assets/dialog.js', 'assets/MyStoreView.js']);
  });

  it('name a chunk group (a start-up chunk) by its name, and refuse a name the manifest lacks', () => {
    const grouped: ViteManifest = {
      ...manifest,
      '_portal-1a2b.js': { file: 'assets/portal-1a2b.js', name: 'portal', imports: ['_dialog.js'] },
    };
    expect(preloadFiles(grouped, 'index.html', ['portal'])).toEqual([
      'assets/portal-1a2b.js',
      'assets/dialog.js',
    ]);
    expect(() => preloadFiles(grouped, 'index.html', ['reports'])).toThrow('reports');
  });

  it('preload every chunk of a group the bundler cut in two', () => {
    const cut: ViteManifest = {
      ...manifest,
      '_portal-1a2b.js': { file: 'assets/portal-1a2b.js', name: 'portal', imports: ['_portal-3c4d.js'] },
      '_portal-3c4d.js': { file: 'assets/portal-3c4d.js', name: 'portal' },
    };
    expect(preloadFiles(cut, 'index.html', ['portal'])).toEqual([
      'assets/portal-1a2b.js',
      'assets/portal-3c4d.js',
    ]);
  });

  it('ask for the largest module first, so it does not finish alone after the small ones', () => {
    const page = `<head>
    <link rel="stylesheet" crossorigin href="./assets/style.css">
    <link rel="modulepreload" crossorigin href="./assets/small.js">
    <link rel="modulepreload" crossorigin href="./assets/large.js">
    <link rel="preload" as="image" href="brand/logo.svg">
    <link rel="modulepreload" crossorigin href="./assets/middle.js">
  </head>`;
    const sizes: Record<string, number> = {
      'assets/small.js': 1,
      'assets/middle.js': 50,
      'assets/large.js': 90,
    };
    const out = withModulePreloadsLargestFirst(page, (file) => sizes[file]);
    const order = [...out.matchAll(/href="\.?\/?([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      'assets/style.css',
      'assets/large.js',
      'assets/middle.js',
      'brand/logo.svg',
      'assets/small.js',
    ]);
  });
});
