import { useSyncExternalStore, type ComponentType, lazy, useEffect, useState } from 'react';

/** A component in its own chunk that can be loaded before it first renders. */
export interface Preloadable<P extends object> {
  (props: P): React.ReactNode;
  /** Loads the chunk (once); a component rendered after this renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, with `preload`: once the chunk is loaded, the component renders its content at
 * once instead of suspending. React holds a revealed Suspense boundary back until 300 ms after the
 * last fallback it showed, so a lazy screen whose chunk is already here still paints late; loading
 * first (the portal's start, src/app/App.tsx) and rendering straight away paints it with the shell.
 * Which one a mounted instance renders is decided once, so it never remounts.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // a failed load may be tried again (a chunk fetched when the network is back)
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload: () => get().then(() => undefined) });
}

/**
 * True from the first render where `value` is true on: a lazy dialog or drawer mounts at its first
 * opening and stays mounted, so it closes with its animation and gives the focus back.
 */
export function useTrueOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}

/**
 * `open`, but false on the first render: a dialog mounted at its first opening (useTrueOnceTrue)
 * mounts closed and then opens, as a transition, as Ark's dialog expects (its focus trap, its
 * dismissal layer, the focus given back); mounted open, it can take a closing modal's events as
 * its own and close at once.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return open && mounted;
}

/**
 * How long after its first render a page counts as settled: its first screen painted, its first
 * reads answered. What loads ahead waits this long, so it never competes with the first screen's
 * chunks for a slow link's bandwidth (an idle callback alone can come before the first screen's
 * content has painted: the shell paints, the browser idles, the screen's content comes a frame later).
 */
export const PAGE_SETTLED_MS = 3000;

/**
 * Runs `tasks` once, when the page has settled (PAGE_SETTLED_MS after its first render) and the
 * browser is idle: loading chunks that load on first use (the dialog machinery of modals and
 * drawers, so a later prompt or error opens at once, offline too), registering the service worker
 * (whose precaching downloads every asset). `tasks` is read at mount only; a task's failure is its
 * own to report.
 */
export function useWhenIdle(tasks: readonly (() => Promise<unknown>)[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    const run = () => {
      for (const task of tasks) task().catch(() => {});
    };
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, PAGE_SETTLED_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
}

/**
 * Runs `tasks` once, at the page's first input (a focus or a pointer press anywhere): what the page
 * needs only after the user acts (the login page's dialogs, once a log-on is tried) loads while the
 * user types, not while the page starts. `tasks` is read at mount only.
 */
export function useOnFirstInput(tasks: readonly (() => Promise<unknown>)[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const run = () => {
      for (const event of events) document.removeEventListener(event, run, true);
      for (const task of tasks) task().catch(() => {});
    };
    for (const event of events) document.addEventListener(event, run, true);
    return () => {
      for (const event of events) document.removeEventListener(event, run, true);
    };
  }, []);
}

const noSubscription = () => () => {};

/**
 * False in a server render and while React hydrates its markup (the login page's, a portal page's);
 * true from the render after, and at once for a page rendered on the client alone. What only the
 * browser knows (local storage, the address) and what only it can show (a dialog, whose machinery
 * loads on first use) waits for it, so hydration sees exactly the server's tree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
