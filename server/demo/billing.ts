import type { Queryable } from '../db/db';
import { type DemoStore, demoMerchants, demoStores } from './accounts';

/** The plan's monthly price per store, in cents ($79.00). */
export const DEMO_PLAN_CENTS = 7900;
/** Months of paid invoices before the current one. */
export const DEMO_PAID_MONTHS = 5;
/** A month's invoice is issued this many days before the current cycle's and is due 15 days after issue. */
const CYCLE_DAYS = 30;
const DUE_AFTER_DAYS = 15;
/** The current cycle's invoices were issued this many days before the seed date (due 5 days ago). */
const CURRENT_ISSUED_DAYS_AGO = 20;
const DAY_MS = 86_400_000;

interface DemoCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

/** The card on file of each billed merchant (the deactivated Old Mill Diner has none). */
export const demoCards: Record<number, DemoCard> = {
  1001: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2028, holder: 'Olivia Owner' },
  1002: { brand: 'Mastercard', last4: '4444', expMonth: 5, expYear: 2028, holder: 'Bea Banker' },
  1003: { brand: 'American Express', last4: '0005', expMonth: 11, expYear: 2029, holder: 'Mina Market' },
};

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

interface DemoInvoice {
  merchantId: number;
  storeId: number;
  issued: string;
  due: string;
  /** null: still open */
  paidOn: string | null;
}

/**
 * A store's invoices: one a month for DEMO_PAID_MONTHS months and the current one, all paid three
 * days before their due date, except the current one of a store with a bill due (`paymentDueInDays`),
 * which is open and due that day (Harbor Midtown 5 days ago, Harbor Pier in 3 days). Deactivated
 * stores (and the deactivated merchant) have none.
 */
function invoicesOf(store: DemoStore, now: Date): DemoInvoice[] {
  if (store.isDeleted) return [];
  const out: DemoInvoice[] = [];
  for (let k = DEMO_PAID_MONTHS; k >= 0; k--) {
    const issuedAgo = CURRENT_ISSUED_DAYS_AGO + k * CYCLE_DAYS;
    const open = k === 0 && store.paymentDueInDays !== undefined;
    const dueOffset = open ? (store.paymentDueInDays ?? 0) : DUE_AFTER_DAYS - issuedAgo;
    const issued = day(now, dueOffset - DUE_AFTER_DAYS);
    out.push({
      merchantId: store.merchantId,
      storeId: store.id,
      issued,
      due: day(now, dueOffset),
      paidOn: open ? null : day(now, dueOffset - 3),
    });
  }
  return out;
}

/**
 * The demo's billing: a billing account per merchant (subscription number A-S000<merchant>, the card
 * on file), six monthly invoices per store, and one payment per merchant and month for what was paid.
 */
export async function seedBilling(tx: Queryable, now: Date) {
  for (const m of demoMerchants) {
    const card = demoCards[m.id];
    await tx.query(
      `insert into billing_accounts (merchant_id, subscription_number, card_brand, card_last4, card_exp_month,
         card_exp_year, cardholder_name, card_updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        m.id,
        `A-S${String(m.id).padStart(8, '0')}`,
        card?.brand ?? null,
        card?.last4 ?? null,
        card?.expMonth ?? null,
        card?.expYear ?? null,
        card?.holder ?? null,
        card ? day(now, -200) : null,
      ],
    );
  }
  const invoices = demoStores.filter((s) => demoCards[s.merchantId]).flatMap((s) => invoicesOf(s, now));
  const paymentIds = new Map<string, number>();
  for (const inv of invoices) {
    const card = demoCards[inv.merchantId];
    if (inv.paidOn === null || !card) continue;
    const key = `${inv.merchantId}:${inv.paidOn}`;
    if (paymentIds.has(key)) continue;
    const cents =
      DEMO_PLAN_CENTS *
      invoices.filter((i) => i.merchantId === inv.merchantId && i.paidOn === inv.paidOn).length;
    const [row] = await tx.query<{ payment_id: number }>(
      `insert into billing_payments (merchant_id, reference, amount_cents, card_brand, card_last4, paid_at)
       values ($1, $2, $3, $4, $5, $6) returning payment_id`,
      [
        inv.merchantId,
        `PAY-${inv.merchantId}-${compact(inv.paidOn)}`,
        cents,
        card.brand,
        card.last4,
        `${inv.paidOn}T09:30:00Z`,
      ],
    );
    paymentIds.set(key, row.payment_id);
  }
  for (const inv of invoices) {
    const paymentId =
      inv.paidOn === null ? null : (paymentIds.get(`${inv.merchantId}:${inv.paidOn}`) ?? null);
    await tx.query(
      `insert into invoices (merchant_id, store_id, invoice_number, period_start, period_end, issued_on, due_date,
         amount_cents, payment_id, paid_at)
       values ($1, $2, $3, $4::date - 30, $4::date - 1, $4, $5, $6, $7, $8)`,
      [
        inv.merchantId,
        inv.storeId,
        `INV-${inv.storeId}-${compact(inv.issued)}`,
        inv.issued,
        inv.due,
        DEMO_PLAN_CENTS,
        paymentId,
        paymentId === null ? null : `${inv.paidOn}T09:30:00Z`,
      ],
    );
  }
}
