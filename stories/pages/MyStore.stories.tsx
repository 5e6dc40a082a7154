import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { accessContextFor } from '../../src/domain/access/context';
import { myStoreTabs, type MyStoreTabId } from '../../src/domain/access/routeAccess';
import { MyStorePage, type MyStorePageProps } from '../../src/features/mystore/home/MyStorePage';
import type { PeriodChoice } from '../../src/features/mystore/home/urls';
import { activityFixture, customersFixture, latestBusinessDayFixture, salesFixture } from './myStoreFixtures';
import { contexts, withIntl } from './shellPageFixtures';

/** The page with its tab and period held in state (the view keeps them in the URL). */
function Stateful(props: MyStorePageProps) {
  const [tab, setTab] = useState<MyStoreTabId>(props.activeTab);
  const [period, setPeriod] = useState<PeriodChoice>(props.period);
  return (
    <MyStorePage {...props} activeTab={tab} onTabChange={setTab} period={period} onPeriodChange={setPeriod} />
  );
}

const loaded = <T,>(data: T) => ({ data, loading: false });

const meta = {
  title: 'Pages/MyStore',
  component: MyStorePage,
  decorators: [withIntl],
  render: (args) => <Stateful {...args} />,
  args: {
    tabs: myStoreTabs(contexts.owner),
    activeTab: 'activity',
    onTabChange: () => {},
    period: { preset: 'last7' },
    onPeriodChange: () => {},
    activity: loaded(activityFixture),
    sales: loaded(salesFixture),
    customers: loaded(customersFixture),
    onRetry: () => {},
    asOf: null,
  },
} satisfies Meta<typeof MyStorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's figures of the store beside the same weekday last week. */
export const Activity: Story = {};
/** No sale yet today: the latest business day with sales, said so. */
export const LatestBusinessDay: Story = { args: { activity: loaded(latestBusinessDayFixture) } };
/** Smart-manager reporting: the activity summary adds the day by hour. */
export const FullReport: Story = {
  args: { tabs: myStoreTabs(accessContextFor({ ...contexts.owner, embeddedReports: true })) },
};
/** The figures on their way: placeholders in the tiles. */
export const Loading: Story = { args: { activity: { loading: true } } };
/** The read failed: the server's message and a retry. */
export const LoadFailed: Story = {
  args: { activity: { loading: false, error: 'Choose one of your stores to see its figures.' } },
};
/** Company view: the sales dashboard with the stores side by side. */
export const SalesCompanyView: Story = { args: { activeTab: 'sales' } };
/** A custom period. */
export const SalesCustomPeriod: Story = {
  args: { activeTab: 'sales', period: { from: '2026-11-14', to: '2026-11-20' } },
};
export const Customers: Story = { args: { activeTab: 'customers' } };
/** The bank reseller in product mode 4: no customer dashboard. */
export const BankProductMode4: Story = {
  args: { tabs: myStoreTabs(accessContextFor({ resellerId: 10017, productMode: 4 })) },
};
