import type { InvoiceListRequest, InvoiceSort, InvoiceStatusFilter } from '../../../src/domain/billing';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';

/** A merchant's billing account (billing_accounts); absent for a merchant never billed. */
export interface BillingAccountRow {
  [key: string]: unknown;
  merchant_id: number;
  subscription_number: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  cardholder_name: string | null;
  concurrency_checksum: number;
}

export function billingAccount(db: Queryable, merchantId: number): Promise<BillingAccountRow | undefined> {
  return one<BillingAccountRow>(db, 'select * from billing_accounts where merchant_id = $1', [merchantId]);
}

/** A store of the merchant on the bill: not deactivated, or with something still open. */
export interface StoreBalanceRow {
  [key: string]: unknown;
  store_id: number;
  store_code: string;
  name: string;
  status_code: number;
  payment_due_date: string | Date | null;
  open_cents: number;
  past_due_cents: number;
  open_count: number;
}

/**
 * Whose stores a billing read covers: the merchant's, or (a user id) only those assigned to that user
 * (billStoresOf). `$n` is the parameter holding the user id or null; `store` the stores' alias.
 */
const storesOf = (store: string, n: number) =>
  `($${n}::int is null or exists (select 1 from user_stores us where us.user_id = $${n} and us.store_id = ${store}.store_id))`;

/**
 * Each store's open balance and the part of it overdue on `today`, by store name: the merchant's
 * stores, or with `assignedTo` only that user's.
 */
export function storeBalances(
  db: Queryable,
  merchantId: number,
  today: string,
  assignedTo: number | null,
): Promise<StoreBalanceRow[]> {
  return db.query<StoreBalanceRow>(
    `select s.store_id, s.store_code, s.name, s.status_code, s.payment_due_date,
       coalesce(sum(i.amount_cents), 0)::int as open_cents,
       coalesce(sum(i.amount_cents) filter (where i.due_date < $2::date), 0)::int as past_due_cents,
       count(i.invoice_id)::int as open_count
     from stores s left join invoices i on i.store_id = s.store_id and i.paid_at is null
     where s.merchant_id = $1 and ${storesOf('s', 3)}
     group by s.store_id
     having not bool_or(s.is_deleted) or count(i.invoice_id) > 0
     order by lower(s.name), s.store_id`,
    [merchantId, today, assignedTo],
  );
}

export interface LastPaymentRow {
  [key: string]: unknown;
  reference: string;
  amount_cents: number;
  paid_at: Date | string;
}

export function lastPayment(db: Queryable, merchantId: number): Promise<LastPaymentRow | undefined> {
  return one<LastPaymentRow>(
    db,
    `select reference, amount_cents, paid_at from billing_payments where merchant_id = $1
     order by paid_at desc, payment_id desc limit 1`,
    [merchantId],
  );
}

export interface InvoiceSqlRow {
  [key: string]: unknown;
  invoice_id: number;
  invoice_number: string;
  store_id: number;
  store_name: string;
  period_start: string | Date;
  period_end: string | Date;
  issued_on: string | Date;
  due_date: string | Date;
  amount_cents: number;
  paid_at: string | Date | null;
  reference: string | null;
}

const statusFilter: Record<InvoiceStatusFilter, string> = {
  all: 'true',
  open: 'i.paid_at is null',
  paid: 'i.paid_at is not null',
};

/**
 * A page of the merchant's invoices (with `assignedTo`, only those of that user's stores): searched in
 * the invoice number and the store name, filtered by status, sorted by the allow-list (issue date,
 * newest first, by default) with the id as tie-breaker.
 */
export function invoicePage(
  db: Queryable,
  merchantId: number,
  assignedTo: number | null,
  request: Pick<InvoiceListRequest, 'SearchArg' | 'Status'> & PageRequest<InvoiceSort>,
) {
  return pagedQuery<InvoiceSqlRow, InvoiceSort>(
    db,
    {
      select: `i.invoice_id, i.invoice_number, i.store_id, s.name as store_name, i.period_start, i.period_end,
        i.issued_on, i.due_date, i.amount_cents, i.paid_at, p.reference`,
      from: `invoices i join stores s on s.store_id = i.store_id
        left join billing_payments p on p.payment_id = i.payment_id`,
      where: `i.merchant_id = $1 and ${statusFilter[request.Status]} and ${storesOf('s', 3)}
        and ($2::text = '' or strpos(lower(i.invoice_number), lower($2::text)) > 0
          or strpos(lower(s.name), lower($2::text)) > 0)`,
      params: [merchantId, request.SearchArg, assignedTo],
      sortable: {
        issued: 'i.issued_on',
        due: 'i.due_date',
        amount: 'i.amount_cents',
        number: 'i.invoice_number',
        store: 'lower(s.name)',
      },
      id: 'i.invoice_id',
    },
    request,
    { column: 'issued', direction: 'desc' },
  );
}

/** The merchant's open balance in cents (every invoice not paid yet). */
export async function openBalanceCents(db: Queryable, merchantId: number): Promise<number> {
  const row = await one<{ cents: number }>(
    db,
    'select coalesce(sum(amount_cents), 0)::int as cents from invoices where merchant_id = $1 and paid_at is null',
    [merchantId],
  );
  return row?.cents ?? 0;
}

export interface HostedSessionRow {
  [key: string]: unknown;
  token_hash: string;
  merchant_id: number;
  user_id: number;
  amount_cents: number;
  concurrency_checksum: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export async function insertHostedSession(
  db: Queryable,
  row: {
    tokenHash: string;
    merchantId: number;
    userId: number;
    amountCents: number;
    checksum: number;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.query(
    `insert into hosted_payment_sessions (token_hash, merchant_id, user_id, amount_cents, concurrency_checksum, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [row.tokenHash, row.merchantId, row.userId, row.amountCents, row.checksum, row.now, row.expiresAt],
  );
}

/** A hosted payment session by its token's hash (used or not, expired or not). */
export function hostedSession(db: Queryable, tokenHash: string): Promise<HostedSessionRow | undefined> {
  return one<HostedSessionRow>(db, 'select * from hosted_payment_sessions where token_hash = $1', [
    tokenHash,
  ]);
}

/** Marks a session used, if it still was unused: answers whether this call used it. */
export async function useHostedSession(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update hosted_payment_sessions set used_at = $2 where token_hash = $1 and used_at is null returning 1',
    [tokenHash, now],
  );
  return rows.length === 1;
}

/** Sessions expired a day ago or more are of no use (removed as new ones are made). */
export async function deleteOldHostedSessions(db: Queryable, before: Date) {
  await db.query('delete from hosted_payment_sessions where expires_at < $1', [before]);
}

export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

/**
 * Puts a card on file if the account is still at `checksum`, and moves the checksum on (a billing
 * account is created for a merchant that had none, at checksum 0). Answers false when someone paid
 * or changed the card in between.
 */
export async function saveCardIfCurrent(
  db: Queryable,
  merchantId: number,
  checksum: number,
  card: CardOnFile,
  now: Date,
): Promise<boolean> {
  await db.query(
    'insert into billing_accounts (merchant_id, concurrency_checksum) values ($1, 0) on conflict do nothing',
    [merchantId],
  );
  const rows = await db.query(
    `update billing_accounts set card_brand = $3, card_last4 = $4, card_exp_month = $5, card_exp_year = $6,
       cardholder_name = $7, card_updated_at = $8, concurrency_checksum = concurrency_checksum + 1
     where merchant_id = $1 and concurrency_checksum = $2 returning 1`,
    [merchantId, checksum, card.brand, card.last4, card.expMonth, card.expYear, card.holder, now],
  );
  return rows.length === 1;
}

/** Records a payment of every open invoice of the merchant; answers the payment's id. */
export async function payOpenInvoices(
  db: Queryable,
  payment: {
    merchantId: number;
    userId: number;
    reference: string;
    amountCents: number;
    card: CardOnFile;
    now: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ payment_id: number }>(
    `insert into billing_payments (merchant_id, user_id, reference, amount_cents, card_brand, card_last4, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning payment_id`,
    [
      payment.merchantId,
      payment.userId,
      payment.reference,
      payment.amountCents,
      payment.card.brand,
      payment.card.last4,
      payment.now,
    ],
  );
  await db.query(
    'update invoices set paid_at = $2, payment_id = $3 where merchant_id = $1 and paid_at is null',
    [payment.merchantId, payment.now, row.payment_id],
  );
  return row.payment_id;
}

/**
 * The stores' standing after a payment or a card change: each store's due date is the earliest due
 * date of its open invoices (null once nothing is due, which ends the past-due modal and the overdue
 * refusal of SaveStoreContext), and no store requires a payment update any more.
 */
export async function settleStoreDueDates(db: Queryable, merchantId: number) {
  await db.query(
    `update stores s set payment_due_date =
       (select min(i.due_date) from invoices i where i.store_id = s.store_id and i.paid_at is null),
       is_payment_required = false
     where s.merchant_id = $1`,
    [merchantId],
  );
}
