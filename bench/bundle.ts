import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets (ARCHITECTURE.md), in gzip bytes; 1 kB = 1000 bytes, as Vite prints sizes. */
export const LOGIN_INITIAL_JS_BUDGET = 110_000;
export const LAZY_CHUNK_BUDGET = 60_000;
/**
 * The chunks the entry (src/main.tsx) imports at once, the login page after its first paint: the app's
 * start (src/app/start.tsx) and React DOM, which the start imports dynamically so that each runs in a
 * task of its own. The names are vite.config.ts's chunk groups: `start` of its startup chunks,
 * `react-dom` its reactDomChunk (the bench does not load the Vite config).
 */
export const START_CHUNKS: readonly string[] = ['start', 'react-dom'];

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface LazyChunk {
  /** file name without its content hash, e.g. "PortalShell" */
  name: string;
  /** the dynamic-import target, relative to the dist dir */
  file: string;
  /** the target and its static imports not loaded already: by the login page, and by the lazy chunk importing it */
  files: FileSize[];
  bytes: number;
  gzip: number;
}

export interface BundleReport {
  entries: string[];
  /** the app's start (START_CHUNKS) the entries import dynamically themselves, at once */
  starts: string[];
  initial: { files: FileSize[]; bytes: number; gzip: number };
  lazy: LazyChunk[];
}

const SPEC = String.raw`(["'\x60])(\.{1,2}/[^"'\x60\s]+?\.m?js)\1`;
const STATIC_FROM = new RegExp(String.raw`\bfrom\s*${SPEC}`, 'g');
const STATIC_BARE = new RegExp(String.raw`\bimport\s*${SPEC}`, 'g');
const DYNAMIC = new RegExp(String.raw`\bimport\s*\(\s*${SPEC}\s*\)`, 'g');

/** Relative .js specifiers of the static (`import … from`, `import "…"`, `export … from`) and dynamic imports of a module. */
export function parseImports(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const all = (re: RegExp) => [...code.matchAll(re)].map((m) => m[2]);
  return {
    staticImports: [...new Set([...all(STATIC_FROM), ...all(STATIC_BARE)])],
    dynamicImports: [...new Set(all(DYNAMIC))],
  };
}

/** The `<script type="module" src>` of an HTML page, relative to its directory. */
export function moduleScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src && /\btype\s*=\s*["']module["']/i.test(tag)) out.push(posix.normalize(src.replace(/^\/+/, '')));
  }
  return out;
}

/** "assets/PortalShell-Dhk3hHyx.js" → "PortalShell" (Vite's 8-character content hash dropped). */
export function chunkName(file: string): string {
  return posix
    .basename(file)
    .replace(/\.m?js$/, '')
    .replace(/-[\w-]{8}$/, '');
}

/**
 * Classifies the JavaScript of a Vite build: what the page loads before it can run (its entry
 * scripts, the app's start they import themselves (START_CHUNKS: at once, or on the login page right
 * after its first paint) and everything those import statically, recursively) and, for every other
 * dynamic-import target, what loading it adds (the target and its static imports not loaded
 * already: by the page, and by the lazy chunk whose code imports it, e.g. a screen of the shell).
 * Sizes are gzip -9.
 */
export function analyzeDist(distDir: string, page = 'index.html'): BundleReport {
  const cache = new Map<string, { imports: ReturnType<typeof parseImports>; size: FileSize }>();
  const load = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const buf = readFileSync(posix.join(distDir, file));
      hit = {
        imports: parseImports(buf.toString('utf8')),
        size: { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length },
      };
      cache.set(file, hit);
    }
    return hit;
  };
  const resolve = (from: string, spec: string) => posix.normalize(posix.join(posix.dirname(from), spec));
  const exists = (file: string) => existsSync(posix.join(distDir, file));
  const closure = (roots: string[], skip: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>();
    const stack = roots.filter((f) => !skip.has(f));
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of load(file).imports.staticImports) {
        const dep = resolve(file, spec);
        if (!seen.has(dep) && !skip.has(dep) && exists(dep)) stack.push(dep);
      }
    }
    return [...seen].sort();
  };
  const sum = (files: FileSize[]) => ({
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  });

  const entries = moduleScripts(readFileSync(posix.join(distDir, page), 'utf8'));
  const starts = entries.flatMap((entry) =>
    load(entry)
      .imports.dynamicImports.map((spec) => resolve(entry, spec))
      .filter((file) => exists(file) && START_CHUNKS.includes(chunkName(file))),
  );
  const initialFiles = closure([...entries, ...starts]);
  const initialSet = new Set(initialFiles);
  const initialSizes = initialFiles.map((f) => load(f).size);

  const lazy: LazyChunk[] = [];
  const queued = new Set<string>();
  // what is loaded already when a file runs: the login page's files, and for a file of a lazy chunk
  // also that chunk and what its importer had loaded (a portal screen loads after the shell)
  const loadedWith = new Map<string, ReadonlySet<string>>(initialFiles.map((f) => [f, initialSet]));
  const scan = [...initialFiles];
  while (scan.length) {
    const file = scan.shift()!;
    const loaded = loadedWith.get(file) ?? initialSet;
    for (const spec of load(file).imports.dynamicImports) {
      const target = resolve(file, spec);
      if (queued.has(target) || loaded.has(target) || !exists(target)) continue;
      queued.add(target);
      const own = closure([target], loaded);
      const files = own.map((f) => load(f).size);
      lazy.push({ name: chunkName(target), file: target, files, ...sum(files) });
      const after = new Set([...loaded, ...own]);
      for (const f of own)
        if (!loadedWith.has(f)) {
          loadedWith.set(f, after);
          scan.push(f);
        }
    }
  }
  lazy.sort((a, b) => a.file.localeCompare(b.file));
  return { entries, starts, initial: { files: initialSizes, ...sum(initialSizes) }, lazy };
}
