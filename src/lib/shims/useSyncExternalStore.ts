/**
 * `use-sync-external-store/shim` for the built portal: React 19 has useSyncExternalStore itself, so
 * SWR's import of the shim (a fallback for React 17 and its checks) resolves to React's own, and the
 * shim's code stays out of the login page's JavaScript (ARCHITECTURE.md "Budgets").
 */
export { useSyncExternalStore } from 'react';
