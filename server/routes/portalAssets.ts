import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Reseller } from '../../src/domain/enums';
import type { AppEnv } from '../http/env';
import { escapeHtml } from '../http/html';
import { resellerOfHost } from './reseller';

const documentsDir = resolve(import.meta.dirname, '../documents');

/** The built portal: index.html for the login page and every portal route, and its static files. */
export function portalAssets(distDir: string, basePath: string) {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  let template: Promise<string | null> | undefined;

  const loadTemplate = () => {
    template ??= readFile(join(root, 'index.html'), 'utf8').catch(() => null);
    return template;
  };

  const sendIndex = async (c: Context<AppEnv>) => {
    const html = await loadTemplate();
    if (html === null) {
      template = undefined; // a later build may have produced it
      return c.text('The portal is not built yet: run "npm run build" (npm start does it for you).', 503);
    }
    const brand = resellerOfHost(c) === Reseller.Bank ? 'bank' : 'default';
    const legacy = c.var.deps.config.legacyOrigin ?? '';
    const out = html
      .replace('<base href="/"', `<base href="${escapeHtml(basePath)}"`)
      .replace('data-brand="default"', `data-brand="${brand}"`)
      .replace('content="__LEGACY_ORIGIN__"', `content="${escapeHtml(legacy)}"`);
    c.header('Cache-Control', 'no-cache');
    return c.html(out);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.get('/Portal/NewIndex', sendIndex);
  app.get('/Portal/NewIndex/*', sendIndex);

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
  // and the e-mailed reset link) and any page of the build must not fall through to the raw file.
  app.use('/*', async (c, next) => {
    const rel = c.req.path.slice(basePath.length - 1);
    if (rel === '/' || rel === '' || rel.endsWith('.html')) return sendIndex(c);
    await next();
  });

  app.use(
    '/*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: (path) => path.slice(basePath.length - 1),
      onFound: (path, c) => {
        const immutable = /\/assets\//.test(path);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  return app;
}
