/**
 * The portal's toasts, loaded on first use: the toast machinery is not part of the login page's
 * initial JavaScript. `notify` queues until the toast host has loaded, then shows at once.
 */
export interface Notice {
  type: 'error' | 'success' | 'info' | 'warning';
  title?: string;
  description?: string;
  /** Notices with the same id replace each other instead of stacking. */
  id?: string;
}

type Show = (notice: Notice) => void;

let show: Show | null = null;
const queue: Notice[] = [];
const listeners = new Set<() => void>();
let wanted = false;

export function notify(notice: Notice) {
  if (show) {
    show(notice);
    return;
  }
  queue.push(notice);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

/** Called by the toast host once loaded. */
export function attachToastHost(fn: Show) {
  show = fn;
  for (const n of queue.splice(0)) fn(n);
}

export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};
