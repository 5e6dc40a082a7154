import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { brandOfReseller } from '../../src/domain/brand';
import type { AppEnv, Scope } from '../http/env';
import { escapeHtml } from '../http/html';
import { type PageStartup, PORTAL_DATA_PATH } from '../../src/domain/startupReads';
import { routeSendsTo } from '../../src/domain/access/routeAccess';
import { loadScope } from '../auth/scope';
import { sessionContext } from '../auth/sessionContext';
import { pageStartup, startupElement } from './pageStartup';
import { portalRenderer, withServerRender } from './portalRender';
import { resellerOfHost } from './reseller';

const documentsDir = resolve(import.meta.dirname, '../documents');

/** The portal path of a portal page's request (/mystore; / for the portal's root). */
function portalPathOfPage(c: Context<AppEnv>, basePath: string) {
  return c.req.path.slice(`${basePath}Portal/NewIndex`.length) || '/';
}

/**
 * Where a portal page sends the session instead (the route's `sendsTo`, src/domain/routes.ts), as
 * the portal's address of that page; null when the page is the session's.
 */
async function pageSendsTo(c: Context<AppEnv>, scope: Scope, basePath: string): Promise<string | null> {
  const { ctx } = await sessionContext(c, scope);
  const to = routeSendsTo(portalPathOfPage(c, basePath), ctx);
  return to === null ? null : `${basePath}Portal/NewIndex${to}`;
}

type PageKind = 'login' | 'portal';
type Brand = ReturnType<typeof brandOfReseller>;

/**
 * The build's pages (scripts/build/pagesPlugin.ts): the login page (index.html, its markup
 * prerendered) and the portal page (portal.html, preloads of the shell), the bank's as
 * index.bank.html and portal.bank.html. A build without them (an older one, the test fixture) has
 * index.html only, for every page and brand.
 */
function pageFiles(kind: PageKind, brand: Brand): string[] {
  const name = kind === 'login' ? 'index' : 'portal';
  const files = brand === 'default' ? [`${name}.html`] : [`${name}.${brand}.html`, `${name}.html`];
  return [...new Set([...files, 'index.html'])];
}

/** A page of the build asked for by its file name: always sent through sendPage, never as it is. */
const PAGE_FILE = /^\/(index|portal)(\.[a-z]+)?\.html$/;

/** The built portal: its pages for the login page and every portal route, and its static files. */
export function portalAssets(distDir: string, basePath: string) {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  const renderer = portalRenderer(distDir);
  // loaded while the server starts, not at the first portal page
  void renderer();
  const templates = new Map<string, Promise<string | null>>();

  const loadTemplate = async (file: string) => {
    let template = templates.get(file);
    if (!template) {
      template = readFile(join(root, file), 'utf8').catch(() => null);
      templates.set(file, template);
    }
    const html = await template;
    if (html === null) templates.delete(file); // a later build may have produced it
    return html;
  };

  /**
   * The portal page's first render, from its start-up answers (src/app/prerender.tsx): the shell and
   * the screen with their data paint from the HTML. Null (the page keeps its placeholder) without a
   * build's render, without the portal data, or when the render fails: the script renders it then.
   */
  const portalMarkup = async (c: Context<AppEnv>, scope: Scope, startup: PageStartup, brand: Brand) => {
    const render = await renderer();
    if (!render || !startup.answers.some((a) => a.path === PORTAL_DATA_PATH)) return null;
    try {
      return await render({
        path: portalPathOfPage(c, basePath),
        search: new URL(c.req.url).search.slice(1),
        brand,
        basePath,
        roleFlags: scope.flags,
        answers: startup.answers,
      });
    } catch (err) {
      console.error(`portal page render failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
      return null;
    }
  };

  /**
   * The page of `kind` in the brand of the request's host, with the base path, legacy origin and
   * version; a portal page asked for by its portal path with the session's start-up answers too.
   * Never a page asked for by its file name: the service worker precaches portal.html so, with the
   * cookie, into a cache every later user of the device reads.
   */
  const sendPage = async (c: Context<AppEnv>, kind: PageKind, withAnswers = false) => {
    // the session, read once: where the page sends it, its start-up answers and the render's roles
    const scope = kind === 'portal' && withAnswers ? await loadScope(c) : null;
    // a page that sends this user elsewhere is never rendered: the browser goes straight there
    const sendTo = scope ? await pageSendsTo(c, scope, basePath) : null;
    if (sendTo !== null) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(sendTo, 302);
    }
    const brand = brandOfReseller(resellerOfHost(c));
    let html: string | null = null;
    for (const file of pageFiles(kind, brand)) {
      html = await loadTemplate(file);
      if (html !== null) break;
    }
    if (html === null)
      return c.text('The portal is not built yet: run "npm run build" (npm start does it for you).', 503);
    const { legacyOrigin, version } = c.var.deps.config;
    const out = html
      .replace('<base href="/"', `<base href="${escapeHtml(basePath)}"`)
      .replace(/data-brand="[a-z]+"/, `data-brand="${brand}"`)
      .replace('content="__LEGACY_ORIGIN__"', `content="${escapeHtml(legacyOrigin ?? '')}"`)
      // the version's meta, and its text in the prerendered login header (src/app/pageAnswers.ts)
      .replaceAll('__BACKROOM_VERSION__', escapeHtml(version));
    const startup = scope ? await pageStartup(c, portalPathOfPage(c, basePath)) : null;
    // a page with the session's answers in it is the user's alone: no cache keeps it
    c.header('Cache-Control', startup ? 'no-store' : 'no-cache');
    if (!scope || !startup) return c.html(out);
    const markup = await portalMarkup(c, scope, startup, brand);
    const page = out.replace('</head>', `${startupElement(startup)}</head>`);
    return c.html(markup === null ? page : withServerRender(page, markup));
  };

  app.get('/', (c) => sendPage(c, 'login'));
  app.get('/Portal/NewIndex', (c) => sendPage(c, 'portal', true));
  app.get('/Portal/NewIndex/*', (c) => sendPage(c, 'portal', true));

  app.get('/Eula/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[A-Za-z0-9_-]+\.(html|pdf|txt)$/.test(file)) return c.text('Not found', 404);
    const path = join(documentsDir, 'eula', file);
    try {
      await stat(path);
    } catch {
      return c.text('Not found', 404);
    }
    const body = await readFile(path);
    const type = file.endsWith('.pdf')
      ? 'application/pdf'
      : file.endsWith('.txt')
        ? 'text/plain; charset=utf-8'
        : 'text/html; charset=utf-8';
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  });

  app.get('/server-pages.css', async (c) => {
    const css = await readFile(join(documentsDir, 'server-pages.css'));
    return c.body(css, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // Mounted under BASE_PATH, the route '/' above answers "/backroom" only: "/backroom/" (the login page
  // and the e-mailed reset link) and the pages asked for by file name must not reach the raw files.
  app.use('/*', async (c, next) => {
    const rel = c.req.path.slice(basePath.length - 1);
    if (rel === '/' || rel === '') return sendPage(c, 'login');
    const page = PAGE_FILE.exec(rel);
    if (page) return sendPage(c, page[1] === 'portal' ? 'portal' : 'login');
    await next();
    // the build's static files: hashed assets forever, the others (icons, manifest, worker) revalidated
    if (c.res.ok && !c.res.headers.has('Cache-Control'))
      c.res.headers.set(
        'Cache-Control',
        rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
  });

  app.use(
    '/*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: (path) => path.slice(basePath.length - 1),
      // the build writes FILE.br and FILE.gz beside each static text asset (scripts/build/precompress.ts)
      precompressed: true,
    }),
  );
  return app;
}
