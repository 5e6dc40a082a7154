import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { ValidationError } from 'yup';
import {
  cardBrandOf,
  cardDigits,
  DECLINED_TEST_CARD,
  HOSTED_PAYMENT_PATH,
  hostedCardSchema,
  PAYMENT_REFERENCE_PARAM,
  PAYMENT_RETURN_PARAM,
  type PaymentOutcome,
  parseExpiry,
} from '../../src/domain/billing';
import { brandOfReseller } from '../../src/domain/brand';
import { utcDateOf } from '../../src/domain/calendar';
import { routePath } from '../../src/domain/routes';
import { mayPayMerchantBills } from '../auth/access';
import { sha256 } from '../auth/tokens';
import {
  type CardOnFile,
  type HostedSessionRow,
  hostedSession,
  openBalanceCents,
  payOpenInvoices,
  saveCardIfCurrent,
  settleStoreDueDates,
  useHostedSession,
} from '../db/queries/billing';
import { merchantDetails } from '../db/queries/merchants';
import { payerById } from '../db/queries/users';
import type { AppEnv } from '../http/env';
import { fail, textOf, textWith } from '../http/errors';
import { escapeHtml, page } from '../http/html';
import { sameOriginOnly } from '../http/security';

/**
 * The demo's hosted payment page (HPM): what a payment provider would host, served by this server
 * under its own origin (no outside call). GetCreditHPMUrl opens it with a single-use token; its plain
 * HTML form (no script) takes a card, charges the balance the link was opened for (or, with nothing
 * due, only puts the card on file), clears the overdue state of the merchant's stores and sends the
 * user back to My Bills. Only the card's brand, last four digits and expiry are kept.
 */
export const hostedPayment = new Hono<AppEnv>();

const PATH = `/${HOSTED_PAYMENT_PATH}`;
const t = (key: string) => escapeHtml(textOf(key));
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

type CardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc' | 'postalCode';
const fields: { name: CardField; label: string; autocomplete: string; numeric?: boolean; keep: boolean }[] = [
  { name: 'cardholderName', label: 'Hpm.CardholderName', autocomplete: 'cc-name', keep: true },
  { name: 'cardNumber', label: 'Hpm.CardNumber', autocomplete: 'cc-number', numeric: true, keep: false },
  { name: 'expiry', label: 'Hpm.Expiry', autocomplete: 'cc-exp', keep: true },
  { name: 'cvc', label: 'Hpm.Cvc', autocomplete: 'cc-csc', numeric: true, keep: false },
  { name: 'postalCode', label: 'Hpm.PostalCode', autocomplete: 'postal-code', keep: true },
];

/** The return address on My Bills: its route in the portal, with the outcome in the query. */
function billsUrl(base: string, outcome: PaymentOutcome, reference?: string): string {
  const query = new URLSearchParams({ [PAYMENT_RETURN_PARAM]: outcome });
  if (reference) query.set(PAYMENT_REFERENCE_PARAM, reference);
  return `${base}Portal/NewIndex${routePath('/account/mybills')}?${query}`;
}

function answerPage(
  c: Context<AppEnv>,
  title: string,
  body: string,
  status: 200 | 400 | 402 | 403 | 409 | 410,
) {
  c.header('Cache-Control', 'no-store');
  return c.html(page(title, body, c.var.deps.config.basePath), status);
}

/** A page that ends the visit: why, and the way back to My Bills. */
function endPage(c: Context<AppEnv>, titleKey: string, textKey: string, status: 403 | 409 | 410) {
  const back = billsUrl(c.var.deps.config.basePath, 'cancelled');
  const body = `<h1>${t(titleKey)}</h1><p>${t(textKey)}</p>
<div class="actions"><a href="${escapeHtml(back)}">${t('Hpm.BackToBills')}</a></div>`;
  return answerPage(c, textOf(titleKey), body, status);
}

/** A session that can still be used: known, unused, not expired. */
async function usableSession(c: Context<AppEnv>, token: string): Promise<HostedSessionRow | null> {
  if (!token || token.length > 200) return null;
  const row = await hostedSession(c.var.deps.db, sha256(token));
  if (!row || row.used_at !== null) return null;
  return new Date(row.expires_at).getTime() > c.var.deps.clock.now().getTime() ? row : null;
}

interface FormState {
  values: Partial<Record<CardField, string>>;
  errors: Partial<Record<CardField, string>>;
  /** An alert above the form (a declined card). */
  alert?: string;
}

async function formPage(
  c: Context<AppEnv>,
  token: string,
  session: HostedSessionRow,
  state: FormState,
  status: 200 | 400 | 402,
) {
  const base = c.var.deps.config.basePath;
  const merchant = await merchantDetails(c.var.deps.db, session.merchant_id);
  const amount = session.amount_cents;
  const title = textOf('Hpm.Title');
  const broken = fields.filter((f) => state.errors[f.name]);
  const summary = broken.length
    ? `<div class="alert critical" role="alert" tabindex="-1"><h2>${t('Hpm.ErrorSummary')}</h2><ul>${broken
        .map((f) => `<li><a href="#${f.name}">${t(f.label)}: ${t(state.errors[f.name] ?? '')}</a></li>`)
        .join('')}</ul></div>`
    : state.alert
      ? `<div class="alert critical" role="alert">${t(state.alert)}</div>`
      : '';
  const inputs = fields
    .map((f) => {
      const error = state.errors[f.name];
      const value = f.keep ? (state.values[f.name] ?? '') : '';
      const describedBy = error ? ` aria-describedby="${f.name}-error" aria-invalid="true"` : '';
      return `<div class="field">
<label for="${f.name}">${t(f.label)}</label>
${error ? `<p class="field-error" id="${f.name}-error">${t(error)}</p>` : ''}
<input id="${f.name}" name="${f.name}" autocomplete="${f.autocomplete}"${f.numeric ? ' inputmode="numeric"' : ''} required value="${escapeHtml(value)}"${describedBy}>
</div>`;
    })
    .join('\n');
  const submit = amount > 0 ? textWith('Hpm.Pay', { amount: money(amount) }) : textOf('Hpm.SaveCard');
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(textWith('Hpm.PaymentFor', { merchant: merchant?.MerchantName ?? '' }))}</p>
<dl class="figures"><div class="figure"><dt>${t('Hpm.AmountDue')}</dt><dd>${escapeHtml(money(amount))}</dd></div></dl>
${amount > 0 ? '' : `<p>${t('Hpm.NothingDue')}</p>`}
<p class="muted">${t('Hpm.DemoNotice')}</p>
<p class="muted">${t('Hpm.TestCards')}</p>
${summary}
<form method="post" action="${escapeHtml(`${base}${HOSTED_PAYMENT_PATH}`)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${inputs}
<div class="actions"><button type="submit" class="primary">${escapeHtml(submit)}</button>
<a href="${escapeHtml(billsUrl(base, 'cancelled'))}">${t('Hpm.Cancel')}</a></div>
</form>`;
  const brand = merchant ? brandOfReseller(merchant.ResellerId) : 'default';
  // the token is in the address: the site's Referrer-Policy (strict-origin-when-cross-origin) never
  // sends it to another site, and the page loads nothing from one
  c.header('Cache-Control', 'no-store');
  return c.html(page(title, body, base, brand), status);
}

/** Shows the hosted payment page of a token (GetCreditHPMUrl's link). */
hostedPayment.get(PATH, async (c) => {
  const token = c.req.query('token') ?? '';
  const session = await usableSession(c, token);
  if (!session) return endPage(c, 'Hpm.ExpiredTitle', 'Hpm.Expired', 410);
  return formPage(c, token, session, { values: {}, errors: {} }, 200);
});

/** The form's fields as text (a field sent twice, or a file, is no card detail). */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const body = await c.req.parseBody({ all: true });
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out;
}

/** The card's broken rules, each field's first. */
async function cardErrors(values: Record<string, string>, today: string) {
  try {
    return {
      card: await hostedCardSchema(today).validate(values, { abortEarly: false, stripUnknown: true }),
    };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Partial<Record<CardField, string>> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const name = e.path as CardField;
      if (name && !errors[name]) errors[name] = e.errors[0];
    }
    return { errors };
  }
}

/** The bill changed since the link was opened: nothing is charged. */
class StaleBill extends Error {}
/** Another request used the link in the meantime. */
class UsedLink extends Error {}

/**
 * The card form: checked by hostedCardSchema (the form again with its errors: 400); the demo's
 * declined card answers 402 and changes nothing. Otherwise, in one transaction: the link is used up,
 * the balance must still be what the link was opened for and the bill's checksum unchanged (someone
 * else paid or changed the card: 409, nothing charged), the card goes on file, every open invoice is
 * paid, and the stores' due dates are settled. Then back to My Bills (303).
 */
hostedPayment.post(PATH, sameOriginOnly(), async (c) => {
  const form = await readForm(c);
  if (!form) return fail(c, 415, 'Server.UnsupportedMediaType');
  const token = form.token ?? '';
  const session = await usableSession(c, token);
  if (!session) return endPage(c, 'Hpm.ExpiredTitle', 'Hpm.Expired', 410);
  const { db, clock, config } = c.var.deps;
  const now = clock.now();
  const checked = await cardErrors(form, utcDateOf(now));
  const values = Object.fromEntries(fields.map((f) => [f.name, form[f.name] ?? '']));
  if (!checked.card) return formPage(c, token, session, { values, errors: checked.errors }, 400);
  const digits = cardDigits(checked.card.cardNumber);
  if (digits === DECLINED_TEST_CARD)
    return formPage(c, token, session, { values, errors: {}, alert: 'Hpm.Declined' }, 402);

  const payer = await payerById(db, session.user_id);
  const merchantId = session.merchant_id;
  const mayPay =
    payer !== undefined &&
    (await mayPayMerchantBills(
      db,
      {
        userId: payer.user_id,
        isAccountManager: payer.is_account_manager,
        homeMerchantId: payer.home_merchant_id,
      },
      merchantId,
    ));
  if (!payer || !mayPay) return endPage(c, 'Hpm.MayNotPayTitle', 'Billing.MayNotPay', 403);

  const expiry = parseExpiry(checked.card.expiry) ?? { month: 0, year: 0 };
  const card: CardOnFile = {
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    holder: checked.card.cardholderName,
  };
  let reference: string | null;
  try {
    reference = await db.transaction(async (tx) => {
      if (!(await useHostedSession(tx, session.token_hash, now))) throw new UsedLink();
      if ((await openBalanceCents(tx, merchantId)) !== session.amount_cents) throw new StaleBill();
      if (!(await saveCardIfCurrent(tx, merchantId, session.concurrency_checksum, card, now)))
        throw new StaleBill();
      let paid: string | null = null;
      if (session.amount_cents > 0) {
        paid = `PAY-${randomBytes(5).toString('hex').toUpperCase()}`;
        await payOpenInvoices(tx, {
          merchantId,
          userId: payer.user_id,
          reference: paid,
          amountCents: session.amount_cents,
          card,
          now,
        });
      }
      await settleStoreDueDates(tx, merchantId);
      return paid;
    });
  } catch (err) {
    if (err instanceof StaleBill) return endPage(c, 'Hpm.StaleTitle', 'Hpm.Stale', 409);
    if (err instanceof UsedLink) return endPage(c, 'Hpm.ExpiredTitle', 'Hpm.Expired', 410);
    throw err;
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(billsUrl(config.basePath, reference ? 'paid' : 'saved', reference ?? undefined), 303);
});
