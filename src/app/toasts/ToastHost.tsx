import { useEffect } from 'react';
import { createToastStore, Toaster } from '../../../design-system';
import { attachToastHost } from './notify';

const store = createToastStore({ duration: 6000 });

/**
 * Renders the toasts (loaded with the first notice). The notices queued before it loaded are created
 * in the effect of the render that mounts the toaster: the store hands every visible toast to a
 * toaster that subscribes, so none is lost (design-system Toaster).
 */
export function ToastHost() {
  useEffect(() => {
    attachToastHost((n) => store.create(n));
  }, []);
  return <Toaster store={store} />;
}
