import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AliasOptions, build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import type { BrandName } from '../../design-system/theme/brands.ts';
import { brandDocuments, webManifest } from './brands.ts';
import {
  withModulePreloadsLargestFirst,
  imagePreload,
  modulePreload,
  preloadFiles,
  screenOfRoute,
  type ViteManifest,
  withBrandHead,
  withHeadLinks,
  withLowPriorityScripts,
  withTrailingHeadLinks,
  withRootMarkup,
  withStylesheetFirst,
} from './pageHtml.ts';
import { precompressDir } from './precompress.ts';
import { serverRenderDir } from './serverRenderDir.ts';

export interface PagesOptions {
  /** The module whose `renderLoginPage(brand)` gives the login page's markup (react-dom/server). */
  prerenderEntry: string;
  /** The plugins that compile the sources, as in the portal build (same class names, same catalogue). */
  sourcePlugins: () => PluginOption[];
  alias: AliasOptions;
  portal: {
    /** Manifest keys of the lazy chunks every portal page needs at once (the app's start, the shell, the catalogue). */
    preload: string[];
    /** The route table and the landing route whose screen is preloaded too. */
    routeTable: string;
    landingRoute: string;
  };
}

interface Prerender {
  renderLoginPage: (brand: BrandName) => string;
  renderPortalSkeleton: () => string;
}

/** Builds the prerender entry for Node (with the portal's plugins) and loads it. */
async function loadPrerender(config: ResolvedConfig, options: PagesOptions): Promise<Prerender> {
  const outDir = serverRenderDir(resolve(config.root, config.build.outDir));
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: options.sourcePlugins(),
    resolve: { alias: options.alias },
    build: {
      ssr: options.prerenderEntry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const file = join(outDir, 'prerender.js');
  return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as Prerender;
}

/**
 * The pages of the build (docs/decisions.md "Login page prerendered at build"): for each brand a
 * login page with its markup prerendered (index.html, index.bank.html) and a portal page with the
 * shell's placeholder that preloads the shell and the landing screen (portal.html, portal.bank.html),
 * each with the brand's title, theme colour, icons and manifest. Then every static asset gets .br and
 * .gz files beside it.
 */
export function buildPages(options: PagesOptions): Plugin[] {
  let config: ResolvedConfig;
  const pages: Plugin = {
    name: 'backroom:pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifestFile = join(outDir, '.vite/manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
        const routeTable = readFileSync(join(config.root, options.portal.routeTable), 'utf8');
        const landing = screenOfRoute(
          manifest,
          options.portal.routeTable,
          routeTable,
          options.portal.landingRoute,
        );
        const portalFiles = preloadFiles(manifest, 'index.html', [...options.portal.preload, landing]);
        const prerender = await loadPrerender(config, options);
        const skeleton = prerender.renderPortalSkeleton();
        for (const doc of brandDocuments) {
          const head = withStylesheetFirst(withBrandHead(template, doc));
          const login = withRootMarkup(
            withLowPriorityScripts(withHeadLinks(head, [imagePreload(doc.logo)])),
            prerender.renderLoginPage(doc.brand),
            { hydrate: true },
          );
          // the server writes the portal's first render into the page (server/routes/portalRender.ts):
          // as on the login page, the scripts come after the stylesheet and the logo, at low priority
          const portal = withRootMarkup(
            withLowPriorityScripts(
              withModulePreloadsLargestFirst(
                withTrailingHeadLinks(head, [
                  ...portalFiles.map(modulePreload),
                  imagePreload(doc.headerLogo, 'auto'),
                ]),
                (file) => statSync(join(outDir, file)).size,
              ),
            ),
            skeleton,
            {
              hydrate: false,
            },
          );
          writeFileSync(join(outDir, doc.loginPage), login);
          writeFileSync(join(outDir, doc.portalPage), portal);
          if (doc.brand !== 'default')
            writeFileSync(join(outDir, doc.manifest), `${JSON.stringify(webManifest(doc.brand))}\n`);
        }
        // read by the build only: the server does not serve the source map of chunks to modules
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
  const precompress: Plugin = {
    name: 'backroom:pages-precompress',
    apply: 'build',
    // after vite-plugin-pwa has written the service worker (its closeBundle)
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!config.build.ssr) await precompressDir(resolve(config.root, config.build.outDir));
      },
    },
  };
  return [pages, precompress];
}
