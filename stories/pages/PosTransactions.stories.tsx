import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PosTransactionRow, PosTransactionSummary } from '../../src/domain/posTransactions';
import type { DetailSlotProps } from '../../src/features/results/posTrans/DetailSlot';
import { PosTransactionsPage } from '../../src/features/results/posTrans/PosTransactionsPage';
import { listFixture } from './listFixture';
import { pagedFixture } from './myBillsFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

/** The ticket's panel as a fixture (its own stories: TicketDetail.stories.tsx). */
const ticketPanel = ({ documentId }: DetailSlotProps) => (
  <section aria-label={`Ticket ${documentId}`}>
    <p>The ticket's tabs (TicketDetail stories).</p>
  </section>
);
const TODAY = '2026-11-20';

/** A ticket of the list (Harbor Downtown, November 20th, at a time of New York's clock). */
const row = (
  id: number,
  type: string,
  total: number,
  time: string,
  more: Partial<PosTransactionRow> = {},
): PosTransactionRow => ({
  id,
  TicketDate: new Date(`${TODAY}T${time}:00-05:00`).toISOString(),
  OrderName: null,
  TicketNumber: 4000 + id,
  CheckNumber: null,
  TransactionType: type,
  CustomerName: null,
  TotalAmount: total,
  UserName: 'Dana Owner',
  Station: 'Register 1',
  BusinessDate: TODAY,
  StoreId: 2001,
  StoreName: 'Harbor Downtown',
  TimeZone: 'America/New_York',
  ...more,
});

const rows: PosTransactionRow[] = [
  row(12, 'S', 42.5, '19:42', { CustomerName: 'Ana Reyes', CheckNumber: 31 }),
  row(11, 'R', 12, '18:05'),
  row(10, 'S', 8.75, '17:30', { OrderName: 'Online #88' }),
  row(9, 'I', 50, '09:00', { UserName: 'Sam Manager' }),
  row(8, 'P', 20, '08:45', { StoreId: 2002, StoreName: 'Harbor Uptown' }),
];

const summary: PosTransactionSummary = {
  TicketCount: 57,
  NetSalesAmount: 1512.35,
  SalesAmount: 1830.4,
  RefundsAmount: 64,
};

const meta = {
  title: 'Pages/PosTransactions',
  component: PosTransactionsPage,
  decorators: [withIntl],
  args: {
    mode: 'report',
    ticketPanel,
    smartManagerUrl: 'https://smartmanager.example/',
    onChooseStore: noop,
    today: TODAY,
    showZone: false,
    search: { range: { FromDate: TODAY, ToDate: TODAY }, filter: 'all', searchColumn: 'all' },
    searchByOffered: true,
    onSearchChange: noop,
    list: listFixture({ sort: { columnId: 'TicketDate', direction: 'desc' } }),
    paged: pagedFixture(rows, 57),
    summary,
    companyView: false,
    selectedId: null,
    onOpen: noop,
    backHref: '/results/posTrans',
    onBack: noop,
    wide: true,
    exportRequest: {
      FromDate: TODAY,
      ToDate: TODAY,
      DatePreset: 'today',
      TicketFilter: '',
      SearchArg2: '',
      SearchColumnFilter: 'all',
      SearchArg: '',
    },
  },
} satisfies Meta<typeof PosTransactionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store's tickets of today, newest first, with the summary of the whole set. */
export const Today: Story = {};
/** Company view: the Store column. */
export const CompanyView: Story = { args: { companyView: true } };
/** Company view of stores in two time zones: each ticket's time on its store's clock, with the zone. */
export const CompanyViewTwoZones: Story = {
  args: {
    companyView: true,
    showZone: true,
    paged: pagedFixture(
      rows.map((r) => (r.StoreId === 2002 ? { ...r, TimeZone: 'America/Denver' } : r)),
      57,
    ),
  },
};
/** Without the getSalesTicket flag: no search-by choice. */
export const WithoutSearchBy: Story = { args: { searchByOffered: false } };
/** A ticket open beside the list (1024 px and wider). */
export const TicketBeside: Story = { args: { selectedId: 11 } };
/** A ticket alone below 1024 px, with the way back to the list. */
export const TicketAlone: Story = { args: { selectedId: 11, wide: false } };
/** To before From: the To field says so and nothing is asked. */
export const ToBeforeFrom: Story = {
  args: {
    search: { range: { FromDate: TODAY, ToDate: '2026-11-13' }, filter: 'refund', searchColumn: 'all' },
    paged: pagedFixture([]),
    summary: null,
    exportRequest: null,
  },
};
/** The first page on its way: the summary holds its place (no layout shift when it comes). */
export const FirstPageLoading: Story = {
  args: { paged: { ...pagedFixture([]), total: -1, loading: true }, summary: null },
};
/** Nothing matches. */
export const Empty: Story = {
  args: {
    paged: pagedFixture([]),
    summary: { TicketCount: 0, NetSalesAmount: 0, SalesAmount: 0, RefundsAmount: 0 },
  },
};
/** Store-view-only mode: the page under the choose-a-store modal. */
export const StoreViewOnly: Story = {
  args: { mode: 'storeViewOnly', paged: pagedFixture([]), summary: null },
};
/** The merchant's reports moved to the smart manager. */
export const SmartManager: Story = { args: { mode: 'smartManager' } };
