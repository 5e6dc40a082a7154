import { useSearchParams } from 'wouter';
import { useT } from '../../../../i18n/IntlProvider';
import { useActivitySummary, useCustomerDashboard, useSalesDashboard } from '../../../api/myStore';
import type { AccessContext } from '../../../domain/access/context';
import { myStoreTabs, type MyStoreTabId } from '../../../domain/access/routeAccess';
import type { ApiResult } from '../../../domain/contract';
import { failureText } from '../../../scaffold/form/serverErrors';
import { MyStorePage } from './MyStorePage';
import type { Remote } from './parts';
import { myStoreSearch, periodRequest, readMyStoreQuery, type PeriodChoice } from './urls';

interface SwrRead<T> {
  data?: ApiResult<T>;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

function remoteOf<T>(read: SwrRead<T>, offline: string): Remote<T> {
  const error = read.error ? failureText(read.error, String(read.error), offline) : undefined;
  return {
    data: read.data?.Entity,
    error,
    loading: read.isLoading,
    refreshing: read.isValidating && read.data !== undefined,
  };
}

/**
 * My store's view: the tabs the access rules give this session (myStoreTabs), the active tab and the
 * period kept in the URL's query (?tab=sales&period=last30), each tab's figures read through the API.
 */
export function MyStoreView({ ctx }: { ctx: AccessContext }) {
  const tabs = myStoreTabs(ctx);
  const [params, setParams] = useSearchParams();
  const query = readMyStoreQuery(params);
  const activeTab: MyStoreTabId = tabs.some((t) => t.id === query.tab)
    ? (query.tab as MyStoreTabId)
    : tabs[0].id;
  const body = periodRequest(query.period);
  const activity = useActivitySummary(activeTab === 'activity');
  const sales = useSalesDashboard(activeTab === 'sales' ? body : null);
  const customers = useCustomerDashboard(activeTab === 'customers' ? body : null);

  const offline = useT().t('Http.Offline');
  const go = (tab: MyStoreTabId, period: PeriodChoice) =>
    setParams(new URLSearchParams(myStoreSearch({ tab, period })), { replace: true });

  return (
    <MyStorePage
      tabs={tabs}
      activeTab={activeTab}
      onTabChange={(tab) => go(tab, query.period)}
      period={query.period}
      onPeriodChange={(period) => go(activeTab, period)}
      activity={remoteOf(activity, offline)}
      sales={remoteOf(sales, offline)}
      customers={remoteOf(customers, offline)}
      onRetry={() => {
        const read = { activity, sales, customers }[activeTab];
        void read.mutate();
      }}
      asOf={{ activity, sales, customers }[activeTab].fetchedAt}
    />
  );
}
