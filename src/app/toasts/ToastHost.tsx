import { useEffect } from 'react';
import { createToastStore, Toaster } from '../../../design-system';
import { attachToastHost } from './notify';

const store = createToastStore({ duration: 6000 });

/** Renders the toasts (loaded with the first notice). */
export function ToastHost() {
  useEffect(() => {
    attachToastHost((n) =>
      store.create({ id: n.id, type: n.type, title: n.title, description: n.description }),
    );
  }, []);
  return <Toaster store={store} />;
}
