/**
 * What the selection tells the rest of the portal. The shell listens for STORE_CHANGED_EVENT to
 * reload the embedded frame (and, after a merchant selection, to load the new-UI page in it).
 */
export const STORE_CHANGED_EVENT = 'backroom:store-changed';

export interface StoreChangedDetail {
  merchantId: number | null;
  storeId: number;
  /** 'merchant' after a merchant selection (the frame loads the new-UI page), else 'store'. */
  via: 'store' | 'merchant';
}

export function emitStoreChanged(detail: StoreChangedDetail) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<StoreChangedDetail>(STORE_CHANGED_EVENT, { detail }));
}
