import { createContext, useContext, type ReactNode } from 'react';
import type { BrandName } from './theme/brands';

/**
 * The few words the design system's own controls need (close, show password, paging...).
 * The design system knows no text: the portal fills these from its catalogue.
 */
export interface DesignSystemLabels {
  close: string;
  loading: string;
  showPassword: string;
  hidePassword: string;
  openMenu: string;
  closeMenu: string;
  required: string;
  noRows: string;
  selectRow: string;
  selectAllRows: string;
  previousPage: string;
  nextPage: string;
  firstPage: string;
  lastPage: string;
  rowsPerPage: string;
  /** e.g. "1–25 of 120"; receives from, to and total (total -1 when unknown) */
  pageRange: (from: number, to: number, total: number) => string;
  sortAscending: string;
  sortDescending: string;
  save: string;
  discard: string;
  saving: string;
  saved: string;
  saveFailed: string;
  ok: string;
  cancel: string;
  dismiss: string;
  /** Clears a search field. */
  clear: string;
  /** Asks again for what could not be loaded. */
  retry: string;
  /** The delete action of a form's save bar. */
  delete: string;
  /** The name of the toast region ("Notifications"). */
  notifications: string;
}

interface DesignSystemContextValue {
  labels: DesignSystemLabels;
  brand: BrandName;
}

const DesignSystemContext = createContext<DesignSystemContextValue | null>(null);

export function DesignSystemProvider(props: {
  labels: DesignSystemLabels;
  brand: BrandName;
  children: ReactNode;
}) {
  return (
    <DesignSystemContext.Provider value={{ labels: props.labels, brand: props.brand }}>
      {props.children}
    </DesignSystemContext.Provider>
  );
}

function useDesignSystem(): DesignSystemContextValue {
  const ctx = useContext(DesignSystemContext);
  if (!ctx) throw new Error('DesignSystemProvider is missing');
  return ctx;
}

export function useLabels(): DesignSystemLabels {
  return useDesignSystem().labels;
}

export function useBrand(): BrandName {
  return useDesignSystem().brand;
}
