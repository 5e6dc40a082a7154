import type { MerchantDetails } from '../../src/domain/accountContract';
import type { BillingSummary, InvoiceRow } from '../../src/domain/billing';
import type { MerchantUserRow } from '../../src/domain/merchantUsers';
import type { PagedList } from '../../src/scaffold/list/usePagedList';

/** Harbor Bistro Group's bill as the demo seeds it on 2026-11-20: Midtown overdue, Pier due in 3 days. */
export const billFixture: BillingSummary = {
  MerchantId: 1001,
  Today: '2026-11-20',
  BalanceDue: 158,
  PastDueAmount: 79,
  NextDueDate: '2026-11-15',
  OpenInvoiceCount: 2,
  StoresShown: 'merchant',
  Stores: [
    ['Harbor Downtown', 'HB-DT', 2001, 0, null, null, 'paid'],
    ['Harbor Midtown', 'HB-MT', 2005, 79, '2026-11-15', -5, 'overdue'],
    ['Harbor Pier', 'HB-PR', 2006, 79, '2026-11-23', 3, 'due'],
    ['Harbor Seaside', 'HB-SS', 2004, 0, null, null, 'paid'],
    ['Harbor Uptown', 'HB-UT', 2002, 0, null, null, 'paid'],
  ].map(([StoreName, StoreCode, StoreId, BalanceDue, DueDate, PastDueRemainingDays, State]) => ({
    StoreName: StoreName as string,
    StoreCode: StoreCode as string,
    StoreId: StoreId as number,
    StoreStatusCode: StoreId === 2004 ? 5 : 2,
    BalanceDue: BalanceDue as number,
    DueDate: DueDate as string | null,
    PastDueRemainingDays: PastDueRemainingDays as number | null,
    State: State as 'paid' | 'due' | 'overdue',
  })),
  PaymentMethod: { Brand: 'Visa', Last4: '4242', ExpMonth: 8, ExpYear: 2028, CardholderName: 'Olivia Owner' },
  LastPayment: { Reference: 'PAY-1001-20261112', Amount: 316, PaidAt: '2026-11-12T09:30:00.000Z' },
  CanPay: true,
  ConcurrencyChecksum: 1,
};

/** The same bill once paid. */
export const paidBillFixture: BillingSummary = {
  ...billFixture,
  BalanceDue: 0,
  PastDueAmount: 0,
  NextDueDate: null,
  OpenInvoiceCount: 0,
  Stores: billFixture.Stores.map((s) => ({
    ...s,
    BalanceDue: 0,
    DueDate: null,
    PastDueRemainingDays: null,
    State: 'paid' as const,
  })),
  LastPayment: { Reference: 'PAY-3F9A1C2B7D', Amount: 158, PaidAt: '2026-11-20T15:00:00.000Z' },
  ConcurrencyChecksum: 2,
};

export const merchantFixture: MerchantDetails = {
  MerchantId: 1001,
  MerchantName: 'Harbor Bistro Group',
  ResellerId: 1,
  ProductMode: 1,
  MerchantType: 1,
  MerchantStatusCode: 2,
  CountryId: 840,
  Culture: 'en-US',
  StoreCount: 5,
  ActiveStoreCount: 4,
};

export const accountManagersFixture: MerchantUserRow[] = [
  {
    MembershipUserId: null,
    FullName: 'Olivia Owner',
    Email: 'owner@example.com',
    IsAccountManager: true,
    UserName: null,
    IsCompanyUser: null,
    StoreCount: null,
    IsLocked: null,
  },
];

const invoice = (
  id: number,
  store: [number, string],
  issued: string,
  due: string,
  state: InvoiceRow['State'],
): InvoiceRow => ({
  InvoiceId: id,
  InvoiceNumber: `INV-${store[0]}-${issued.replaceAll('-', '')}`,
  StoreId: store[0],
  StoreName: store[1],
  PeriodStart: issued,
  PeriodEnd: due,
  IssuedOn: issued,
  DueDate: due,
  Amount: 79,
  State: state,
  PaidAt: state === 'paid' ? `${due}T09:30:00.000Z` : null,
  PaymentReference: state === 'paid' ? 'PAY-1001-20261112' : null,
});

export const invoicesFixture: InvoiceRow[] = [
  invoice(30, [2006, 'Harbor Pier'], '2026-11-08', '2026-11-23', 'open'),
  invoice(29, [2005, 'Harbor Midtown'], '2026-10-31', '2026-11-15', 'overdue'),
  invoice(28, [2001, 'Harbor Downtown'], '2026-10-31', '2026-11-15', 'paid'),
  invoice(27, [2002, 'Harbor Uptown'], '2026-10-31', '2026-11-15', 'paid'),
  invoice(26, [2004, 'Harbor Seaside'], '2026-10-31', '2026-11-15', 'paid'),
];

export function pagedFixture<Row>(rows: Row[], total = rows.length): PagedList<Row> {
  return { rows, total, loading: false, error: null, retry: () => {}, fetchedAt: null };
}
