import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalPageRequest } from '../../src/app/prerender';
import { DEFERRED_PRELOADS_ID, HYDRATE_ATTRIBUTE } from '../../src/domain/startupReads';
import { serverRenderDir } from '../../scripts/build/serverRenderDir';

export type RenderPortalPage = (page: PortalPageRequest) => Promise<string>;

/**
 * The build's render of portal pages (src/app/prerender.tsx, built for Node beside the portal),
 * loaded once, at the first call; null when the build has none (an older build, the tests' fixture):
 * pages then keep their placeholder.
 */
export function portalRenderer(distDir: string): () => Promise<RenderPortalPage | null> {
  let loading: Promise<RenderPortalPage | null> | null = null;
  const file = join(serverRenderDir(resolve(distDir)), 'prerender.js');
  return () => {
    loading ??= import(pathToFileURL(file).href)
      .then((mod: { renderPortalPage?: unknown }) =>
        typeof mod.renderPortalPage === 'function' ? (mod.renderPortalPage as RenderPortalPage) : null,
      )
      .catch(() => null);
    return loading;
  };
}

/** The root's placeholder in the built portal page: from `<div id="root">` to its `</div>` before <noscript>. */
const ROOT_CONTENT = /<div id="root">[\s\S]*?(<\/div>\s*<noscript>)/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page with the server's render in #root instead of its placeholder, marked for the script to
 * take over (hydrate), and its module preloads moved into a template the entry script adds once the
 * page has painted (src/main.tsx): the page shows its content from the HTML; the code to make it
 * live comes after, never ahead of the stylesheet and the first paint. Unchanged without a placeholder.
 */
export function withServerRender(html: string, markup: string): string {
  if (!ROOT_CONTENT.test(html)) return html;
  const preloads = (html.match(MODULE_PRELOAD) ?? []).map((link) => link.trim());
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ROOT_CONTENT, (_match, close: string) => `<div id="root" ${HYDRATE_ATTRIBUTE}>${markup}${close}`)
    .replace('</body>', `<template id="${DEFERRED_PRELOADS_ID}">${preloads.join('')}</template></body>`);
}
