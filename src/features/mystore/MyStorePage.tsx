import type { ReactNode } from 'react';
import { Tabs } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { MyStoreTab, MyStoreTabId } from '../../domain/access/routeAccess';

export const myStoreTabLabelKeys: Record<MyStoreTabId, string> = {
  activity: 'MyStore.ActivitySummary',
  sales: 'MyStore.SalesDashboard',
  customers: 'MyStore.CustomerDashboard',
};

export interface MyStorePageProps {
  /** The tabs the user sees, in order (the first is selected by default). */
  tabs: MyStoreTab[];
  /** The content of a tab: its embedded classic page. */
  renderTab: (tab: MyStoreTab, title: string) => ReactNode;
}

/**
 * My store (3-settings-and-employees.md §2): Activity summary (selected by default), Sales dashboard,
 * Customer dashboard; each tab embeds its classic dashboard (or, with the reporting flag, the report).
 */
export function MyStorePage({ tabs, renderTab }: MyStorePageProps) {
  const { t } = useT();
  if (tabs.length === 0) return null;
  return (
    <Tabs.Root defaultValue={tabs[0].id}>
      <Tabs.List aria-label={t('MyStore.TabsLabel')}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id}>
            {t(myStoreTabLabelKeys[tab.id])}
          </Tabs.Trigger>
        ))}
        <Tabs.Indicator />
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id}>
          {renderTab(tab, t(myStoreTabLabelKeys[tab.id]))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
