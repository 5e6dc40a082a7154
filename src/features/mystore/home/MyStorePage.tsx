import { Stack, Tabs } from '../../../../design-system';
import type { MessageKey } from '../../../../i18n/intl';
import { OfflineNotice } from '../../../scaffold/OfflineNotice';
import type { MyStoreTab, MyStoreTabId } from '../../../domain/access/routeAccess';
import type { ActivitySummary, CustomerDashboard, DateRange, SalesDashboard } from '../../../domain/myStore';
import { ActivityPanel } from './ActivityPanel';
import { CustomersPanel } from './CustomersPanel';
import { useFigureFormat } from '../../../scaffold/figures/figureFormat';
import type { Remote } from './parts';
import { PeriodPicker } from './PeriodPicker';
import { SalesPanel } from './SalesPanel';
import type { PeriodChoice } from './urls';

export const myStoreTabLabelKeys: Record<MyStoreTabId, MessageKey> = {
  activity: 'MyStore.ActivitySummary',
  sales: 'MyStore.SalesDashboard',
  customers: 'MyStore.CustomerDashboard',
};

export interface MyStorePageProps {
  /** The tabs the user sees, in order (myStoreTabs). */
  tabs: MyStoreTab[];
  activeTab: MyStoreTabId;
  onTabChange: (tab: MyStoreTabId) => void;
  /** The dashboards' period. */
  period: PeriodChoice;
  onPeriodChange: (period: PeriodChoice) => void;
  activity: Remote<ActivitySummary>;
  sales: Remote<SalesDashboard>;
  customers: Remote<CustomerDashboard>;
  /** Asks the active tab's figures again (after an error). */
  onRetry: () => void;
  /** When the active tab's figures were fetched: offline, "Offline — as of TIME". */
  asOf: number | null;
}

/**
 * My store (1-foundation.md §2): Activity summary (selected by default), Sales dashboard, Customer
 * dashboard as native tabs; every figure comes from the API (the view's SWR reads).
 */
export function MyStorePage(props: MyStorePageProps) {
  const f = useFigureFormat();
  const { tabs, activeTab } = props;
  if (tabs.length === 0) return null;
  const fullReport = (id: MyStoreTabId) => tabs.find((t) => t.id === id)?.fullReport ?? false;
  const picker = (shown: DateRange | undefined, refreshing: boolean | undefined) => (
    <PeriodPicker
      f={f}
      period={props.period}
      shown={shown}
      refreshing={refreshing}
      onChange={props.onPeriodChange}
    />
  );
  return (
    <Stack space="medium">
      <OfflineNotice asOf={props.asOf} />
      <Tabs.Root value={activeTab} onValueChange={(v) => props.onTabChange(v as MyStoreTabId)} unmountOnExit>
        <Tabs.List aria-label={f.t('MyStore.TabsLabel')}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id}>
              {f.t(myStoreTabLabelKeys[tab.id])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            {tab.id === 'activity' ? (
              <ActivityPanel
                f={f}
                remote={props.activity}
                fullReport={fullReport('activity')}
                onRetry={props.onRetry}
              />
            ) : tab.id === 'sales' ? (
              <Stack space="large">
                {picker(props.sales.data?.Period, props.sales.refreshing)}
                <SalesPanel
                  f={f}
                  remote={props.sales}
                  fullReport={fullReport('sales')}
                  onRetry={props.onRetry}
                />
              </Stack>
            ) : (
              <Stack space="large">
                {picker(props.customers.data?.Period, props.customers.refreshing)}
                <CustomersPanel f={f} remote={props.customers} onRetry={props.onRetry} />
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
