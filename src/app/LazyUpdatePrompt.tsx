import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateStore } from '../offline/serviceWorker';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Mounts the update prompt once the service worker has a new version waiting (not with the first page). */
export function LazyUpdatePrompt() {
  const { apply } = useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
