import { Suspense } from 'react';
import { lazyPreloadable, useHydrated, useTrueOnceTrue } from '../../lazyPreloadable';
import { useModalLayer } from './modalStack';
import type { ModalProps } from './modalTypes';

export { modalActionVariants, type ModalAction, type ModalProps } from './modalTypes';

const ModalDialog = lazyPreloadable(() => import('./ModalDialog').then((m) => m.ModalDialog));

/**
 * Loads the modal's dialog ahead of its first open: a page's start calls it once the page has
 * painted, so a later dialog (a session prompt, an error) opens at once, even offline.
 */
export const preloadModal = ModalDialog.preload;

/**
 * The one modal of the portal: a title, an optional description and body, and a row of actions.
 * It behaves the same everywhere: Escape dismisses (when it may be dismissed and nothing runs),
 * Enter runs the main action (a form's fields submit their form), a busy dialog cannot be closed,
 * and only one modal shows at a time (the newest; see modalStack).
 * Until it first opens it renders nothing (nor in a server's render), and its dialog machinery (its own chunk: focus trap,
 * dismissal, scroll lock) is not loaded: a page pays for none of the modals nobody opened.
 */
export function Modal({ open, ...props }: ModalProps) {
  const shown = useModalLayer(open);
  // never in a server's render (nor while the script takes it over): a dialog is the browser's to show
  const hydrated = useHydrated();
  if (!useTrueOnceTrue(shown && hydrated)) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} shown={shown} />
    </Suspense>
  );
}
