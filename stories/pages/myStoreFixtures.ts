import type {
  ActivitySummary,
  CustomerDashboard,
  MyStoreFigures,
  SalesDashboard,
} from '../../src/domain/myStore';

const figures = (over: Partial<MyStoreFigures>): MyStoreFigures => ({
  TicketCount: 0,
  Sales: 0,
  Discounts: 0,
  Refunds: 0,
  RefundCount: 0,
  NetSales: 0,
  AverageTicket: 0,
  VoidCount: 0,
  Tax: 0,
  Tips: 0,
  ...over,
});

const downtown = { MerchantName: 'Harbor Bistro Group', StoreId: 2001, StoreName: 'Harbor Downtown' };
const company = { MerchantName: 'Harbor Bistro Group', StoreId: null, StoreName: null };

/** Harbor Downtown on Friday, November 20, 2026, against Friday the 13th. */
export const activityFixture: ActivitySummary = {
  Place: downtown,
  Today: '2026-11-20',
  Day: {
    Date: '2026-11-20',
    ...figures({
      TicketCount: 24,
      Sales: 1288.5,
      Discounts: 41.2,
      Refunds: 38.75,
      RefundCount: 1,
      NetSales: 1208.55,
      AverageTicket: 51.97,
      VoidCount: 1,
      Tax: 110.7,
      Tips: 96.4,
    }),
  },
  LastWeek: {
    Date: '2026-11-13',
    ...figures({
      TicketCount: 21,
      Sales: 1102.1,
      Discounts: 55.3,
      Refunds: 0,
      NetSales: 1046.8,
      AverageTicket: 49.85,
      VoidCount: 0,
      Tax: 92.9,
      Tips: 120.15,
    }),
  },
  IsLatestBusinessDay: false,
  Hours: [
    { Hour: 8, TicketCount: 3, NetSales: 120.4 },
    { Hour: 11, TicketCount: 6, NetSales: 301.25 },
    { Hour: 12, TicketCount: 7, NetSales: 390.1 },
    { Hour: 18, TicketCount: 8, NetSales: 396.8 },
  ],
};

export const latestBusinessDayFixture: ActivitySummary = {
  ...activityFixture,
  Today: '2026-11-23',
  IsLatestBusinessDay: true,
};

const days = [
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
];
const net = [3920.5, 4105.25, 3377.1, 4480, 3999.95, 3610.4, 3817];
const netBefore = [3501, 3880.2, 3012.75, 4015.5, 3705, 3490.3, 4400];

/** The company view of Harbor Bistro Group over the last 7 days. */
export const salesFixture: SalesDashboard = {
  Place: company,
  Period: { From: '2026-11-14', To: '2026-11-20' },
  PreviousPeriod: { From: '2026-11-07', To: '2026-11-13' },
  Totals: figures({ TicketCount: 531, NetSales: 27310.2, AverageTicket: 52.01, Sales: 28104.9 }),
  PreviousTotals: figures({ TicketCount: 502, NetSales: 26004.75, AverageTicket: 51.8 }),
  Days: days.map((d, i) => ({
    Date: d,
    NetSales: net[i],
    TicketCount: 70 + i,
    PreviousDate: `2026-11-${String(7 + i).padStart(2, '0')}`,
    PreviousNetSales: netBefore[i],
    PreviousTicketCount: 68 + i,
  })),
  TopItems: [
    { ItemName: 'Harbor Burger', Quantity: 212, Sales: 3180 },
    { ItemName: 'Clam Chowder', Quantity: 180, Sales: 1620 },
    { ItemName: 'Fish Tacos', Quantity: 131, Sales: 1572 },
    { ItemName: 'Lobster Roll', Quantity: 52, Sales: 1404 },
    { ItemName: 'Iced Tea', Quantity: 310, Sales: 930 },
  ],
  PaymentMix: [
    { PaymentType: 'CREDIT', Amount: 19770.3, Count: 354 },
    { PaymentType: 'CASH', Amount: 9885.15, Count: 177 },
  ],
  TenderedTotal: 29655.45,
  Stores: [
    {
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
      NetSales: 7120.3,
      TicketCount: 137,
      AverageTicket: 52.7,
      PreviousNetSales: 6800.1,
    },
    {
      StoreId: 2005,
      StoreName: 'Harbor Midtown',
      NetSales: 6550.15,
      TicketCount: 128,
      AverageTicket: 51.98,
      PreviousNetSales: 6102.4,
    },
    {
      StoreId: 2004,
      StoreName: 'Harbor Seaside',
      NetSales: 6901.9,
      TicketCount: 134,
      AverageTicket: 52.2,
      PreviousNetSales: 6650,
    },
    {
      StoreId: 2002,
      StoreName: 'Harbor Uptown',
      NetSales: 6737.85,
      TicketCount: 132,
      AverageTicket: 51.3,
      PreviousNetSales: 6452.25,
    },
  ],
  Hours: [
    { Hour: 8, TicketCount: 60, NetSales: 3010 },
    { Hour: 12, TicketCount: 200, NetSales: 10400.2 },
    { Hour: 18, TicketCount: 271, NetSales: 13900 },
  ],
};

export const customersFixture: CustomerDashboard = {
  Place: downtown,
  Period: { From: '2026-11-14', To: '2026-11-20' },
  NewCustomers: 12,
  ReturningCustomers: 61,
  NamedTickets: 84,
  AnonymousTickets: 51,
  TopCustomers: [
    { CustomerNumber: 'C10243', Name: 'Jamie Okafor', TicketCount: 3, NetSales: 212.4 },
    { CustomerNumber: 'C10011', Name: 'Morgan Reed', TicketCount: 2, NetSales: 180.1 },
    { CustomerNumber: 'C10093', Name: 'Sage Lee', TicketCount: 2, NetSales: 150.75 },
  ],
};
