import { Hono, type Context } from 'hono';
import { isStale } from '../../src/domain/validation';
import {
  type BillingSummary,
  type BillStores,
  billStoresOf,
  HOSTED_PAYMENT_MINUTES,
  HOSTED_PAYMENT_PATH,
  type HostedPaymentLink,
  hostedPaymentRequestSchema,
  invoiceListSchema,
  invoiceState,
  type InvoiceRow,
  storeBillState,
} from '../../src/domain/billing';
import { ok } from '../../src/domain/contract';
import { utcDateOf } from '../../src/domain/calendar';
import { fromCents } from '../../src/domain/myStore';
import { isStoreUser, mayPayMerchantBills } from '../auth/access';
import { pastDueRemainingDays } from '../auth/login';
import { newToken, sha256 } from '../auth/tokens';
import {
  billingAccount,
  deleteOldHostedSessions,
  insertHostedSession,
  invoicePage,
  lastPayment,
  openBalanceCents,
  storeBalances,
} from '../db/queries/billing';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { requireRoute } from '../auth/routeAccess';

/**
 * AccountBilling (1-foundation.md §7): the bill of the session's merchant on the My Bills page
 * (/account/mybills and its rule), and the hosted payment page (HPM) it pays through. Reads for
 * everyone the route serves (a store user who may not pay reads their assigned stores' part alone,
 * billStoresOf); paying for mayPayBills. Answers are `Cache-Control: no-store`.
 */
export const accountBilling = new Hono<AppEnv>();

accountBilling.use('/AccountBilling/*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

const billsRoute = requireRoute('/account/mybills');

const DAY_MS = 86_400_000;
const isoDate = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const isoInstant = (d: string | Date) => new Date(d).toISOString();

/**
 * Whether the session's user may pay the merchant's bill, and whose stores their bill shows
 * (billStoresOf): `assignedTo` is the user whose assigned stores it is limited to, or null.
 */
async function billViewOf(
  c: Context<AppEnv>,
): Promise<{ canPay: boolean; shown: BillStores; assignedTo: number | null }> {
  const { scope, merchantId } = c.var.access;
  const canPay = await mayPayMerchantBills(c.var.deps.db, scope, merchantId);
  const shown = billStoresOf({ isStoreUser: isStoreUser(scope), mayPay: canPay });
  return { canPay, shown, assignedTo: shown === 'assigned' ? scope.userId : null };
}

/**
 * The balance, each store's line, the card on file, the last payment and the checksum: the
 * merchant's, or for a store user who may not pay their assigned stores' (without the account's
 * card and last payment).
 */
async function summaryOf(c: Context<AppEnv>): Promise<BillingSummary> {
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const today = utcDateOf(now);
  const { canPay, shown, assignedTo } = await billViewOf(c);
  const whole = shown === 'merchant';
  const [account, stores, last] = await Promise.all([
    billingAccount(db, merchantId),
    storeBalances(db, merchantId, today, assignedTo),
    whole ? lastPayment(db, merchantId) : undefined,
  ]);
  const dueDates = stores.flatMap((s) =>
    s.open_count > 0 && s.payment_due_date ? [s.payment_due_date] : [],
  );
  const nextDue = dueDates.map(isoDate).sort()[0] ?? null;
  return {
    MerchantId: merchantId,
    Today: today,
    BalanceDue: fromCents(stores.reduce((sum, s) => sum + s.open_cents, 0)),
    PastDueAmount: fromCents(stores.reduce((sum, s) => sum + s.past_due_cents, 0)),
    NextDueDate: nextDue,
    OpenInvoiceCount: stores.reduce((sum, s) => sum + s.open_count, 0),
    StoresShown: shown,
    Stores: stores.map((s) => {
      const days = pastDueRemainingDays(s.payment_due_date, now);
      return {
        StoreId: s.store_id,
        StoreCode: s.store_code,
        StoreName: s.name,
        StoreStatusCode: s.status_code,
        BalanceDue: fromCents(s.open_cents),
        DueDate: s.payment_due_date ? isoDate(s.payment_due_date) : null,
        PastDueRemainingDays: days,
        State: storeBillState(days),
      };
    }),
    PaymentMethod:
      whole && account?.card_brand && account.card_last4
        ? {
            Brand: account.card_brand,
            Last4: account.card_last4,
            ExpMonth: account.card_exp_month ?? 0,
            ExpYear: account.card_exp_year ?? 0,
            CardholderName: account.cardholder_name ?? '',
          }
        : null,
    LastPayment: last
      ? { Reference: last.reference, Amount: fromCents(last.amount_cents), PaidAt: isoInstant(last.paid_at) }
      : null,
    CanPay: canPay,
    ConcurrencyChecksum: account?.concurrency_checksum ?? 0,
  };
}

/** The bill of the session's merchant (body not shown by the specification: none). */
accountBilling.get('/AccountBilling/GetBillingSummary', billsRoute, async (c) =>
  c.json(ok(await summaryOf(c))),
);

/** The merchant's subscription number (Zuora-style `A-S…`), null for a merchant never billed. */
accountBilling.get('/AccountBilling/GetSubscriptionNumber', billsRoute, async (c) => {
  const account = await billingAccount(c.var.deps.db, c.var.access.merchantId);
  return c.json(ok(account?.subscription_number ?? null));
});

/** The merchant's invoices, a server page at a time (newest first unless sorted otherwise). */
accountBilling.post('/AccountBilling/GetInvoices', billsRoute, async (c) => {
  const request = await readBody(c, invoiceListSchema);
  const { db, clock } = c.var.deps;
  const today = utcDateOf(clock.now());
  const { assignedTo } = await billViewOf(c);
  const page = await invoicePage(db, c.var.access.merchantId, assignedTo, request);
  const rows: InvoiceRow[] = page.rows.map((r) => ({
    InvoiceId: r.invoice_id,
    InvoiceNumber: r.invoice_number,
    StoreId: r.store_id,
    StoreName: r.store_name,
    PeriodStart: isoDate(r.period_start),
    PeriodEnd: isoDate(r.period_end),
    IssuedOn: isoDate(r.issued_on),
    DueDate: isoDate(r.due_date),
    Amount: fromCents(r.amount_cents),
    State: invoiceState(isoDate(r.due_date), r.paid_at !== null, today),
    PaidAt: r.paid_at === null ? null : isoInstant(r.paid_at),
    PaymentReference: r.reference,
  }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});

/**
 * The hosted payment page's address (HPM): for a user who may pay, with the checksum of the bill they
 * are looking at (a stale one is a 409 and nothing is opened). The page will charge the balance due
 * now (or, with nothing due, only put the card on file); its single-use link lives
 * HOSTED_PAYMENT_MINUTES.
 */
accountBilling.post('/AccountBilling/GetCreditHPMUrl', billsRoute, async (c) => {
  const body = await readBody(c, hostedPaymentRequestSchema);
  const { scope, merchantId } = c.var.access;
  const { db, clock, config } = c.var.deps;
  if (!(await mayPayMerchantBills(db, scope, merchantId))) throw Errors.forbidden('Billing.MayNotPay');
  const link = await db.transaction(async (tx) => {
    const account = await billingAccount(tx, merchantId);
    const checksum = account?.concurrency_checksum ?? 0;
    if (isStale(checksum, body.ConcurrencyChecksum)) throw new ApiError(409, 'Billing.StaleChecksum');
    const now = clock.now();
    const amountCents = await openBalanceCents(tx, merchantId);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + HOSTED_PAYMENT_MINUTES * 60_000);
    await deleteOldHostedSessions(tx, new Date(now.getTime() - DAY_MS));
    await insertHostedSession(tx, {
      tokenHash: sha256(token),
      merchantId,
      userId: scope.userId,
      amountCents,
      checksum,
      now,
      expiresAt,
    });
    const answer: HostedPaymentLink = {
      Url: `${config.basePath}${HOSTED_PAYMENT_PATH}?${new URLSearchParams({ token })}`,
      Amount: fromCents(amountCents),
      ExpiresAt: expiresAt.toISOString(),
    };
    return answer;
  });
  return c.json(ok(link));
});
