import { describe, expect, it } from 'vitest';
import { businessDateIn } from './calendar';
import {
  addDays,
  averageTicket,
  changeRatio,
  datesOf,
  figuresOf,
  isIsoDate,
  isNewCustomer,
  MAX_PERIOD_DAYS,
  netSales,
  netSalesOfSaleTickets,
  presetRange,
  previousPeriod,
  rangeDays,
  requestedRange,
  sameWeekdayLastWeek,
  sumTotals,
  tenderedTotal,
  zeroTotals,
  type TicketTotals,
} from './myStore';
import { dashboardPeriodSchema } from './myStoreRequests';

const day: TicketTotals = {
  ...zeroTotals,
  saleCount: 3,
  salesCents: 10_000,
  discountCents: 1_000,
  refundCents: 500,
  refundCount: 1,
};

describe('my store definitions', () => {
  it('net sales = sales − discounts − refunds', () => {
    expect(netSales(day)).toBe(8_500);
    expect(netSales(zeroTotals)).toBe(0);
  });

  it('average ticket = net sales of sale tickets / number of sale tickets, to the cent', () => {
    expect(netSalesOfSaleTickets(day)).toBe(9_000);
    expect(averageTicket(day)).toBe(3_000);
    expect(averageTicket({ ...day, salesCents: 10_001, discountCents: 0 })).toBe(3_334);
    expect(averageTicket(zeroTotals)).toBe(0);
  });

  it('same weekday last week = date − 7', () => {
    expect(sameWeekdayLastWeek('2026-11-20')).toBe('2026-11-13');
    expect(sameWeekdayLastWeek('2026-03-03')).toBe('2026-02-24');
    const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    expect(weekday(sameWeekdayLastWeek('2026-11-20'))).toBe(weekday('2026-11-20'));
  });

  it('a new customer is one whose first ticket falls within the period', () => {
    const from = '2026-11-14';
    expect(isNewCustomer('2026-11-14', from)).toBe(true);
    expect(isNewCustomer('2026-11-20', from)).toBe(true);
    expect(isNewCustomer('2026-11-13', from)).toBe(false);
  });

  it('the tendered total is the sum of the payments of every type', () => {
    expect(tenderedTotal([{ amountCents: 1_250 }, { amountCents: 750 }])).toBe(2_000);
    expect(tenderedTotal([])).toBe(0);
  });

  it('the change versus a comparison is a ratio, none when the comparison is zero', () => {
    expect(changeRatio(125, 100)).toBe(0.25);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(10, 0)).toBeNull();
  });

  it('the totals of a period are the sums of its days', () => {
    expect(sumTotals([day, day])).toEqual({
      ...day,
      saleCount: 6,
      salesCents: 20_000,
      discountCents: 2_000,
      refundCents: 1_000,
      refundCount: 2,
    });
    expect(sumTotals([])).toEqual(zeroTotals);
  });

  it('the API figures are in dollars and reconcile: net = sales − discounts − refunds', () => {
    const f = figuresOf(day);
    expect(f).toMatchObject({ TicketCount: 3, Sales: 100, Discounts: 10, Refunds: 5, NetSales: 85 });
    expect(f.AverageTicket).toBe(30);
  });
});

describe('business dates and periods', () => {
  it("business today is the store's calendar day in its time zone, not the UTC day", () => {
    // 23:59 UTC is 18:59 in New York and already the 21st in Auckland
    expect(businessDateIn('America/New_York', new Date('2026-11-20T23:59:00Z'))).toBe('2026-11-20');
    expect(businessDateIn('America/New_York', new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(businessDateIn('Pacific/Auckland', new Date('2026-11-20T23:59:00Z'))).toBe('2026-11-21');
  });

  it('real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('20-11-2026')).toBe(false);
    expect(isIsoDate(20261120)).toBe(false);
  });

  it('a preset period ends today; the period before has as many days and ends the day before', () => {
    const last7 = presetRange('last7', '2026-11-20');
    expect(last7).toEqual({ From: '2026-11-14', To: '2026-11-20' });
    expect(rangeDays(last7)).toBe(7);
    expect(previousPeriod(last7)).toEqual({ From: '2026-11-07', To: '2026-11-13' });
    expect(presetRange('today', '2026-11-20')).toEqual({ From: '2026-11-20', To: '2026-11-20' });
    expect(datesOf(last7)).toHaveLength(7);
    expect(datesOf(last7)[6]).toBe('2026-11-20');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('the period body: a preset or From and To, To not before From, at most 400 days', async () => {
    const valid = (body: unknown) => dashboardPeriodSchema.isValid(body);
    expect(await valid({})).toBe(true);
    expect(await valid({ Period: 'last30' })).toBe(true);
    expect(await valid({ Period: 'forever' })).toBe(false);
    expect(await valid({ From: '2026-11-01', To: '2026-11-20' })).toBe(true);
    expect(await valid({ From: '2026-11-01' })).toBe(false);
    expect(await valid({ From: '2026-11-20', To: '2026-11-01' })).toBe(false);
    expect(await valid({ From: '2026-02-30', To: '2026-03-01' })).toBe(false);
    const longest = { From: addDays('2026-11-20', 1 - MAX_PERIOD_DAYS), To: '2026-11-20' };
    expect(await valid(longest)).toBe(true);
    expect(await valid({ ...longest, From: addDays(longest.From, -1) })).toBe(false);
    expect(requestedRange({}, '2026-11-20')).toEqual({ From: '2026-11-14', To: '2026-11-20' });
    expect(requestedRange({ From: '2026-01-01', To: '2026-01-31' }, '2026-11-20')).toEqual({
      From: '2026-01-01',
      To: '2026-01-31',
    });
  });
});
