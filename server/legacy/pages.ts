import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AccessContext } from '../../src/domain/access/context';
import { canSeeRoute } from '../../src/domain/access/routeAccess';
import { routeOfPath } from '../../src/domain/routes';
import { brandOfReseller } from '../../src/domain/brand';
import { routeTitleKey, sections, type Section } from '../../src/domain/routes';
import { queriedVariant, VARIANT_PARAM, variantKeys } from '../../src/domain/routeVariants';
import { loadScope } from '../auth/scope';
import { sessionContext } from '../auth/sessionContext';
import { merchantAndStoreNames } from '../db/queries/merchants';
import type { AppEnv, Scope } from '../http/env';
import { textOf } from '../http/errors';
import { escapeHtml } from '../http/html';
import { sessionStores, storeLabelContextOf, storeNameHtml } from './storeNames';

const documentsDir = resolve(import.meta.dirname, '../documents');
const FRAME_SCRIPT = 'legacy-frame.js';

/**
 * A classic page: the portal's look (server-pages.css) and the frame script (an external file: the
 * content security policy forbids inline scripts), which reports the page's state to the portal. Its
 * main landmark is named after the page: inside the portal's frame it sits beside the portal's own.
 */
export function legacyPage(title: string, body: string, base: string, brand = 'default'): string {
  return `<!doctype html>
<html lang="en" data-brand="${escapeHtml(brand)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}server-pages.css">
<script src="${escapeHtml(base)}${FRAME_SCRIPT}" defer></script>
</head>
<body>
<main aria-label="${escapeHtml(title)}">
${body}
</main>
</body>
</html>`;
}

const fill = (key: string, values: Record<string, string | number>) =>
  textOf(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
const t = (key: string) => escapeHtml(textOf(key));

/** A link that, in the portal's frame, asks the portal to open one of its routes (plain link otherwise). */
function portalLink(base: string, path: string, label: string): string {
  return `<a href="${escapeHtml(`${base}Portal/NewIndex${path}`)}" target="_top" data-portal-redirect="${escapeHtml(path)}">${escapeHtml(label)}</a>`;
}

/** The "about this page" dialog: opening it masks the portal around the frame. */
function aboutDialog(text: string): string {
  return `<div class="actions"><button type="button" data-open-dialog="about">${t('Legacy.About')}</button></div>
<dialog id="about" aria-labelledby="about-title">
<h2 id="about-title">${t('Legacy.AboutTitle')}</h2>
<p>${escapeHtml(text)}</p>
<form method="dialog"><button>${t('Legacy.Close')}</button></form>
</dialog>`;
}

function messagePage(
  c: Context<AppEnv>,
  titleKey: string,
  textKey: string,
  status: 200 | 403 | 404,
  brand = 'default',
) {
  const body = `<h1>${t(titleKey)}</h1><p>${t(textKey)}</p>`;
  c.header('Cache-Control', 'no-store');
  return c.html(legacyPage(textOf(titleKey), body, c.var.deps.config.basePath, brand), status);
}

/** The signed-in session that may use classic pages (none while a licence or password change is pending). */
async function sessionOf(c: Context<AppEnv>): Promise<{ scope: Scope; ctx: AccessContext } | null> {
  const scope = await loadScope(c);
  if (!scope || scope.pending) return null;
  return { scope, ctx: (await sessionContext(c, scope)).ctx };
}

/** My Stores: the user's stores, named with the marks and status badges of the store selection. */
async function myStoresHtml(c: Context<AppEnv>, scope: Scope): Promise<string> {
  const { db } = c.var.deps;
  const [rows, ctx] = await Promise.all([sessionStores(db, scope), storeLabelContextOf(db, scope)]);
  if (rows.length === 0) return `<p>${t('Legacy.MyStoresNone')}</p>`;
  const body = rows
    .map((r) => `<tr><td>${storeNameHtml(r, ctx)}</td><td>${escapeHtml(r.StoreCode)}</td></tr>`)
    .join('');
  return `<table><caption class="muted">${t('Legacy.MyStoresCaption')}</caption>
<thead><tr><th scope="col">${t('StoreSelection.ColumnName')}</th><th scope="col">${t('StoreSelection.ColumnCode')}</th></tr></thead>
<tbody>${body}</tbody></table>`;
}

export const legacyPages = new Hono<AppEnv>();

legacyPages.get(`/${FRAME_SCRIPT}`, async (c) => {
  const script = await readFile(resolve(documentsDir, FRAME_SCRIPT));
  return c.body(script, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
});

/** Buy Hardware (user menu): the hardware shop, opened in its own tab. */
legacyPages.get('/Legacy/shop/hardware', (c) => {
  const base = c.var.deps.config.basePath;
  const bundles = ['Shop.BundleCounter', 'Shop.BundleMobile', 'Shop.BundleKitchen']
    .map((k) => `<tr><th scope="row">${t(`${k}`)}</th><td>${t(`${k}Text`)}</td></tr>`)
    .join('');
  const body = `<h1>${t('Shop.Title')}</h1>
<p>${t('Shop.Intro')}</p>
<table><caption class="muted">${t('Shop.Caption')}</caption><tbody>${bundles}</tbody></table>
<p>${t('Shop.HowToOrder')}</p>`;
  c.header('Cache-Control', 'no-store');
  return c.html(legacyPage(textOf('Shop.Title'), body, base));
});

/**
 * The new-UI page ({base}Portal/NewUi): the lighter edition linked from the login page, and the page
 * the frame shows after a merchant is picked. It names the merchant and store the session works on and
 * links to the portal's areas; without a session it leads to the login page.
 */
legacyPages.get('/Portal/NewUi', async (c) => {
  const base = c.var.deps.config.basePath;
  const scope = await loadScope(c);
  const where =
    scope?.merchantId != null
      ? await merchantAndStoreNames(c.var.deps.db, scope.merchantId, scope.storeId)
      : undefined;
  // the session's store carries the marks and badges of the store selection
  const storeName =
    scope && where?.store && scope.storeId !== null
      ? storeNameHtml(
          {
            StoreId: scope.storeId,
            StoreName: where.store,
            IsDeleted: where.is_deleted === true,
            HasFirstRun: where.has_first_run !== false,
            StoreStatusCode: where.status_code ?? undefined,
          },
          await storeLabelContextOf(c.var.deps.db, scope),
        )
      : null;
  const links = sections
    .filter((s) => s !== 'pilotprogram' && s !== 'supportTools')
    .map(
      (s) =>
        `<li><a href="${escapeHtml(base)}Portal/NewIndex/${s}" target="_top">${t(`Section.${s}`)}</a></li>`,
    )
    .join('');
  const body = scope
    ? `<h1>${t('NewUi.Title')}</h1>
<p>${t('NewUi.SignedInAs')} ${escapeHtml(scope.fullName)}</p>
${where ? `<p>${escapeHtml(where.merchant)}${storeName ? ` · ${storeName}` : ''}</p>` : ''}
<ul>${links}</ul>`
    : `<h1>${t('NewUi.Title')}</h1><p>${t('NewUi.Intro')}</p><p><a href="${escapeHtml(base)}">${t('NewUi.SignIn')}</a></p>`;
  c.header('Cache-Control', 'no-store');
  return c.html(legacyPage(textOf('NewUi.Title'), body, base));
});

/** Help center (side menu): the help document, opened in a 1024×768 popup; a section's topic first. */
legacyPages.get('/Legacy/help/:section?', (c) => {
  const base = c.var.deps.config.basePath;
  const asked = c.req.param('section') ?? '';
  const section = (sections as readonly string[]).includes(asked) ? (asked as Section) : null;
  const topics = (section ? [section, ...sections.filter((s) => s !== section)] : [...sections])
    .map((s) => `<section id="${s}"><h2>${t(`Section.${s}`)}</h2><p>${t(`Help.${s}`)}</p></section>`)
    .join('\n');
  const body = `<h1>${t('Help.Title')}</h1><p>${t('Help.Intro')}</p>\n${topics}`;
  c.header('Cache-Control', 'no-store');
  return c.html(legacyPage(textOf('Help.Title'), body, base));
});

/**
 * The classic pages the portal shows in its embedded frame for every route of the table: each names
 * its page, the area it belongs to and the signed-in user; never a blank page. The access rules of
 * src/domain/access apply here too: a page the session may not see answers 403.
 */
legacyPages.get('/Legacy/*', async (c) => {
  const path = `/${c.req.path.split('/Legacy/')[1] ?? ''}`.replace(/\/+$/, '');
  const route = routeOfPath(path);
  if (!route) return messagePage(c, 'Legacy.NotFoundTitle', 'Legacy.NotFound', 404);
  const base = c.var.deps.config.basePath;
  const section = route.section;
  // A route shown in variants (the customers e-mail route): the chosen one's title and text.
  const variant =
    'variants' in route && route.variants ? queriedVariant(route.variants, c.req.query(VARIANT_PARAM)) : null;
  const keys = variant ? variantKeys(routeTitleKey(route.path), variant) : null;
  const title = textOf(keys ? keys.title : routeTitleKey(route.path));
  const session = await sessionOf(c);
  if (session && !canSeeRoute(route.path, session.ctx)) {
    return messagePage(
      c,
      'Access.NotAvailableTitle',
      'Access.NotAvailable',
      403,
      brandOfReseller(session.ctx.resellerId),
    );
  }
  const where = session
    ? `<p class="muted">${t('Legacy.SignedInAs')} ${escapeHtml(session.scope.fullName)}</p>`
    : `<p class="muted">${t('Legacy.NoSession')}</p>`;
  const stores = session && route.path === '/account/mystores' ? await myStoresHtml(c, session.scope) : '';
  const body = `<h1>${escapeHtml(title)}</h1>
${keys ? `<p>${t(keys.text)}</p>` : ''}
${stores}
<p>${t('Legacy.BelongsTo')} ${t(`Section.${section}`)}</p>
${where}
${aboutDialog(fill('Legacy.AboutText', { page: title }))}
${session && route.path !== '/mystore' && canSeeRoute('/mystore', session.ctx) ? `<div class="actions">${portalLink(base, '/mystore', textOf('Legacy.BackToMyStore'))}</div>` : ''}`;
  c.header('Cache-Control', 'no-store');
  return c.html(legacyPage(title, body, base, session ? brandOfReseller(session.ctx.resellerId) : 'default'));
});
