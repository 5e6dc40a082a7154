import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { DesignSystemProvider, type BrandName } from '../../design-system';
import { designSystemLabels } from '../../i18n/designSystemLabels';
import { IntlProvider } from '../../i18n/IntlProvider';
import { catalogueStore } from '../../i18n/catalogue';
import { createBackroomIntl } from '../../i18n/intl';
import { ApiRequestError, swrFetcher } from '../api/http';
import { BrandStateProvider, useBrandState } from '../lib/brand';
import { type Clock, ClockProvider } from '../lib/clock';
import { LazyErrorDialogHost } from './errors/LazyErrorDialogHost';
import { GlobalErrorHandler } from './GlobalErrorHandler';
import { LazyToastHost } from './toasts/LazyToastHost';

export interface ProvidersProps {
  brand: BrandName;
  children: ReactNode;
  /** A SWR cache (tests give a fresh one; the portal a persisted one). */
  cache?: () => Cache;
  /** Answers known before any request (SWR fallback): those the page came with. */
  fallback?: Record<string, unknown>;
  /** The portal's clock (the browser's; tests fix it). */
  now?: Clock;
}

function Themed({ children }: { children: ReactNode }) {
  const catalogue = useSyncExternalStore(catalogueStore.subscribe, catalogueStore.get, catalogueStore.get);
  const intl = useMemo(() => createBackroomIntl(catalogue), [catalogue]);
  const labels = useMemo(() => designSystemLabels(intl), [intl]);
  const { brand } = useBrandState();
  return (
    <IntlProvider intl={intl}>
      <DesignSystemProvider labels={labels} brand={brand}>
        {children}
      </DesignSystemProvider>
    </IntlProvider>
  );
}

/** Intl, the brand, the design system's labels, the clock, SWR with the http client, the toasts and the error modal. */
export function Providers({ brand, children, cache, fallback, now }: ProvidersProps) {
  return (
    <ClockProvider now={now}>
      <BrandStateProvider initial={brand}>
        <Themed>
          <SWRConfig
            value={{
              fetcher: swrFetcher,
              provider: cache,
              fallback,
              revalidateOnFocus: false,
              shouldRetryOnError: (err) =>
                !(err instanceof ApiRequestError) || err.status >= 500 || err.status === 0,
              errorRetryCount: 2,
            }}
          >
            {children}
            <GlobalErrorHandler />
            <LazyToastHost />
            <LazyErrorDialogHost />
          </SWRConfig>
        </Themed>
      </BrandStateProvider>
    </ClockProvider>
  );
}
