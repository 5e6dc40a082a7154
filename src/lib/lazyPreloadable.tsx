import { type ComponentType, lazy, useState } from 'react';

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
