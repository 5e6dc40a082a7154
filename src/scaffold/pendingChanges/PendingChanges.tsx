import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { ConfirmDialog } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { useHistoryGuard } from './historyGuard';

interface PendingChangesValue {
  /** Marks a guard (one per form) dirty or clean. */
  setDirty: (id: string, dirty: boolean) => void;
  /** Runs a navigation without asking (after a save, or once the user confirmed). */
  proceed: (navigation: () => void) => void;
}

const PendingChangesContext = createContext<PendingChangesValue>({
  setDirty: () => {},
  proceed: (navigation) => navigation(),
});

export function usePendingChangesContext(): PendingChangesValue {
  return useContext(PendingChangesContext);
}

/**
 * The pending-changes guard of 1-foundation.md §4 "Other": while a form under it is dirty, every
 * in-portal navigation (wouter links, the side menu, useLocation's navigate, frame redirects) opens the
 * pending-changes confirmation instead; confirming navigates, cancelling stays. The browser's Back
 * and Forward (and a tablet's back gesture) ask the same, the page staying on its own history entry
 * when the user stays. Forms join with `usePendingChangesGuard(dirty)`, which also covers leaving
 * the page (beforeunload).
 */
export function PendingChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const dirty = useRef(new Set<string>());
  const bypassing = useRef(false);
  const [pending, setPending] = useState<{ go: () => void } | null>(null);

  const proceed = useCallback((navigation: () => void) => {
    bypassing.current = true;
    try {
      navigation();
    } finally {
      bypassing.current = false;
    }
  }, []);

  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => {
    if (bypassing.current || dirty.current.size === 0) {
      navigate(to, options);
      return;
    }
    setPending({ go: () => navigate(to, options) });
  }, []);

  const setDirty = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
  }, []);

  const anyDirty = useCallback(() => dirty.current.size > 0, []);
  const askBeforeLeaving = useCallback((leave: () => void) => setPending({ go: leave }), []);
  useHistoryGuard(anyDirty, askBeforeLeaving);

  const value = useMemo(() => ({ setDirty, proceed }), [setDirty, proceed]);

  return (
    <PendingChangesContext.Provider value={value}>
      <Router aroundNav={aroundNav}>{children}</Router>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('PendingEditChanges.Title')}
        message={t('PendingEditChanges.Message')}
        confirmLabel={t('PendingEditChanges.Leave')}
        cancelLabel={t('PendingEditChanges.Stay')}
        onConfirm={() => {
          const go = pending?.go;
          setPending(null);
          if (go) proceed(go);
        }}
      />
    </PendingChangesContext.Provider>
  );
}
