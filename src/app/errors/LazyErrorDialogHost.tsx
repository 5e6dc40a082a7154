import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorModalStore } from '../../lib/errorModal';

const ErrorDialogHost = lazy(() => import('./ErrorDialogHost').then((m) => ({ default: m.ErrorDialogHost })));

/** Mounts the error-dialog host once the first error asks for it (the login page does not load it before). */
export function LazyErrorDialogHost() {
  const wanted = useSyncExternalStore(
    errorModalStore.subscribe,
    errorModalStore.wanted,
    errorModalStore.wanted,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialogHost />
    </Suspense>
  );
}
