import { useEffect, useId } from 'react';
import { usePendingChangesContext } from './PendingChanges';

/**
 * Guards a form with unsaved changes (1-foundation.md §4 "Other"): while `dirty`, in-portal navigation
 * asks the pending-changes confirmation first, and leaving or reloading the page asks the browser's
 * own question (beforeunload). `proceed(() => navigate(...))` leaves without asking (after a save).
 */
export function usePendingChangesGuard(dirty: boolean): { proceed: (navigation: () => void) => void } {
  const id = useId();
  const { setDirty, proceed } = usePendingChangesContext();

  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [id, dirty, setDirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return { proceed };
}
