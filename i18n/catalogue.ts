import initial from './en-US.json';

/**
 * The messages the portal formats with. In the built portal `./en-US.json` holds only the login
 * page's keys (vite.config.ts, precompiledMessages) and `./en-US.json?all` the whole catalogue, in
 * its own chunk; in development and tests both are the whole file.
 */
type Catalogue = Record<string, unknown>;

let current: Catalogue = initial;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export const catalogueStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

/** Loads the whole catalogue once; resolves when it is in use. */
export function ensureAllMessages(): Promise<void> {
  loading ??= import('./en-US.json?all').then((mod) => {
    current = { ...current, ...(mod.default as Catalogue) };
    for (const l of listeners) l();
  });
  return loading;
}

/** Resolves a lazy module together with the whole catalogue, so a screen never shows a missing key. */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureAllMessages()]).then(([mod]) => mod);
}
