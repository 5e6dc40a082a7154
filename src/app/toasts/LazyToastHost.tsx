import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostStore } from './notify';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Mounts the toast host once the first notice asks for it. */
export function LazyToastHost() {
  const wanted = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.wanted, toastHostStore.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
