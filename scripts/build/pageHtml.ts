import { posix } from 'node:path';
import { HYDRATE_ATTRIBUTE } from '../../src/domain/startupReads.ts';
import type { BrandDocument } from './brands.ts';

/**
 * Pure transforms of the index.html that Vite writes, into the pages the server sends
 * (scripts/build/pagesPlugin.ts). Each one throws when the tag it rewrites is missing, so a change
 * of index.html cannot quietly give a page without its brand or its markup.
 */

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, replacement);
}

/** The brand's title, description, theme colour, icons, manifest and `<html data-brand>`. */
export function withBrandHead(html: string, doc: BrandDocument): string {
  let out = html;
  out = replaceOnce(
    out,
    /<html([^>]*) data-brand="[^"]*"/,
    `<html$1 data-brand="${doc.brand}"`,
    'data-brand',
  );
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${escapeAttr(doc.title)}</title>`, '<title>');
  out = replaceOnce(
    out,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeAttr(doc.pageDescription)}"`,
    'description',
  );
  out = replaceOnce(
    out,
    /<meta name="theme-color" content="[^"]*"/,
    `<meta name="theme-color" content="${doc.themeColor}"`,
    'theme-color',
  );
  out = replaceOnce(out, /<link rel="icon" href="[^"]*"/, `<link rel="icon" href="${doc.favicon}"`, 'icon');
  out = replaceOnce(
    out,
    /<link rel="apple-touch-icon" href="[^"]*"/,
    `<link rel="apple-touch-icon" href="${doc.appleTouchIcon}"`,
    'apple-touch-icon',
  );
  out = replaceOnce(
    out,
    /<link rel="manifest" href="[^"]*"/,
    `<link rel="manifest" href="./${doc.manifest}"`,
    'manifest link',
  );
  return out;
}

/**
 * The stylesheet first in the head, before the scripts and their preloads: the browser asks for it
 * first, and the page paints as soon as it has it.
 */
export function withStylesheetFirst(html: string): string {
  const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  if (!sheets.length) throw new Error('index.html has no stylesheet');
  let out = html;
  for (const sheet of sheets) out = out.replace(sheet, '');
  return replaceOnce(out, /(\s*)(<script type="module")/, `${sheets.join('')}$1$2`, 'module script');
}

/**
 * The login page's scripts at low priority: the page is already painted (its markup is prerendered),
 * so they must not compete with the stylesheet and the logo; they take the page over when they come.
 */
export function withLowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** Links put in the head before the entry script (the login logo's preload). */
export function withHeadLinks(html: string, links: string[]): string {
  if (!links.length) return html;
  return replaceOnce(html, /(\s*)(<script type="module")/, `$1${links.join('$1')}$1$2`, 'module script');
}

/** Links put at the end of the head, after the entry script's own preloads (the portal's chunks). */
export function withTrailingHeadLinks(html: string, links: string[]): string {
  if (!links.length) return html;
  return replaceOnce(html, /\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`, '</head>');
}

/**
 * An image's preload, fetched beside the stylesheet instead of once the script has drawn it: the
 * login page's logo (its largest image, high priority), the portal header's (default priority).
 */
export const imagePreload = (href: string, priority: 'high' | 'auto' = 'high') =>
  `<link rel="preload" as="image" href="${escapeAttr(href)}"${priority === 'high' ? ' fetchpriority="high"' : ''}>`;

/**
 * The page's module preloads, largest first: on a slow link the browser shares the bandwidth among
 * its connections and each connection starts slow (TCP slow start), so the largest file, asked last,
 * finishes alone well after the others. Asked first, it downloads while the small ones come and go.
 * `sizeOf` gives a file's size (its compressed size as served); the other links keep their place.
 */
export function withModulePreloadsLargestFirst(html: string, sizeOf: (file: string) => number): string {
  const pattern = /<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g;
  const links = [...html.matchAll(pattern)].map((m) => ({ tag: m[0], file: m[1] }));
  const ordered = [...links].sort((a, b) => sizeOf(b.file) - sizeOf(a.file));
  let i = 0;
  return html.replace(pattern, () => ordered[i++].tag);
}

export const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="./${file}">`;

/**
 * The prerendered markup inside `<div id="root">`, marked for hydration or not (a placeholder the
 * script replaces; src/app/prerender.tsx leaves React's own image preloads out).
 */
export function withRootMarkup(html: string, body: string, { hydrate }: { hydrate: boolean }): string {
  const attributes = hydrate ? ` ${HYDRATE_ATTRIBUTE}` : '';
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${attributes}>${body}</div>`,
    'empty #root',
  );
}

/** The part of Vite's manifest (build.manifest) the pages read. */
export type ViteManifest = Record<
  string,
  {
    file: string;
    name?: string;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

/** A target's manifest key: the key itself (a module), or the key of the chunk of that name (a chunk group). */
function manifestKeys(manifest: ViteManifest, target: string): string[] {
  if (manifest[target]) return [target];
  // a named chunk group the bundler had to cut in two (to keep modules' order) has two chunks
  const named = Object.keys(manifest).filter(
    (k) => manifest[k].name === target && !manifest[k].isDynamicEntry,
  );
  if (named.length === 0) throw new Error(`the build's manifest has no ${target}`);
  return named;
}

function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen: string[] = [];
  const visit = (key: string) => {
    if (seen.includes(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    seen.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The files a page must preload so that the lazy chunks `targets` (manifest keys) load beside the
 * entry instead of after it: each target, then its static imports, less what the entry loads anyway.
 */
export function preloadFiles(manifest: ViteManifest, entry: string, targets: string[]): string[] {
  const loaded = new Set(staticClosure(manifest, [entry]));
  return staticClosure(
    manifest,
    targets.flatMap((t) => manifestKeys(manifest, t)),
  )
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key].file);
}

/**
 * The manifest key of the screen a route table (src/app/routes/screens.ts) maps `route` to: the
 * `import('…')` of its entry, resolved from the table's folder.
 */
export function screenOfRoute(
  manifest: ViteManifest,
  tableFile: string,
  tableSource: string,
  route: string,
): string {
  const quoted = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`['"]${quoted}['"]\\s*:[^]*?import\\(\\s*['"]([^'"]+)['"]`).exec(tableSource);
  if (!match) throw new Error(`${tableFile} maps no screen to ${route}`);
  const module = posix.normalize(posix.join(posix.dirname(tableFile), match[1]));
  const key = Object.keys(manifest).find(
    (k) => manifest[k].isDynamicEntry && (k === module || k.replace(/\.[cm]?[jt]sx?$/, '') === module),
  );
  if (!key) throw new Error(`the build's manifest has no chunk for ${module} (${route})`);
  return key;
}
