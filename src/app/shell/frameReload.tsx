import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface FrameReloadValue {
  /** Changes each time the embedded frame must load its page again. */
  key: number;
  reload: () => void;
}

const FrameReloadContext = createContext<FrameReloadValue>({ key: 0, reload: () => {} });

/**
 * Reloads the embedded frame on demand (My Account on its own page, a store or merchant switch),
 * and when the selection announces a store change (`storeChangedEvent`).
 */
export function FrameReloadProvider({
  children,
  storeChangedEvent,
}: {
  children: ReactNode;
  storeChangedEvent: string;
}) {
  const [key, setKey] = useState(0);
  const reload = useCallback(() => setKey((k) => k + 1), []);
  useEffect(() => {
    window.addEventListener(storeChangedEvent, reload);
    return () => window.removeEventListener(storeChangedEvent, reload);
  }, [storeChangedEvent, reload]);
  const value = useMemo(() => ({ key, reload }), [key, reload]);
  return <FrameReloadContext.Provider value={value}>{children}</FrameReloadContext.Provider>;
}

export function useFrameReload(): FrameReloadValue {
  return useContext(FrameReloadContext);
}
