import { Hono } from 'hono';
import { routes, routeTitleKey } from '../../src/domain/routes';
import { loadScope } from '../auth/scope';
import type { AppEnv } from '../http/env';
import { textOf } from '../http/errors';
import { escapeHtml, page } from '../http/html';

/** Every route of the table has a classic page: several newer screens have older pages chosen by flags. */
const legacyPaths = new Set(routes.map((r) => r.path.replace(/\/:[^/]+$/, '')));

/**
 * The classic pages the portal shows in its embedded frame: each names its page and the area it
 * belongs to, and the merchant and store it works on; never a blank page.
 */
export const legacyPages = new Hono<AppEnv>();

legacyPages.get('/Legacy/*', async (c) => {
  const path = `/${c.req.path.split('/Legacy/')[1] ?? ''}`.replace(/\/+$/, '');
  const known = [...legacyPaths].find((p) => path === p || path.startsWith(`${p}/`));
  const base = c.var.deps.config.basePath;
  if (!known) {
    const body = `<h1>${escapeHtml(textOf('Legacy.NotFoundTitle'))}</h1><p>${escapeHtml(textOf('Legacy.NotFound'))}</p>`;
    return c.html(page(textOf('Legacy.NotFoundTitle'), body, base), 404);
  }
  const section = known.split('/')[1];
  const scope = await loadScope(c);
  const title = textOf(routeTitleKey(known));
  const where = scope
    ? `<p class="muted">${escapeHtml(textOf('Legacy.SignedInAs'))} ${escapeHtml(scope.fullName)}</p>`
    : `<p class="muted">${escapeHtml(textOf('Legacy.NoSession'))}</p>`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(textOf('Legacy.BelongsTo'))} ${escapeHtml(textOf(`Section.${section}`))}</p>
${where}`;
  c.header('Cache-Control', 'no-cache');
  return c.html(page(title, body, base));
});
