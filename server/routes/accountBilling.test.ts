import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillingSummary, HostedPaymentLink, InvoiceRow } from '../../src/domain/billing';
import type { PagedResult } from '../../src/domain/contract';
import { addDays } from '../../src/domain/myStore';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';

let s: TestServer;
/** The database as seeded: each test starts from it (payments change the bill). */
let clean: () => Promise<void>;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const snapshot = await snapshotBilling();
  clean = snapshot;
});
afterAll(() => s.close());
beforeEach(async () => {
  await clean();
  s.clock.set(TEST_NOW);
});

const TODAY = TEST_NOW.toISOString().slice(0, 10);

/** Restores the billing tables and the stores' due dates to what they were when called. */
async function snapshotBilling() {
  const stores = await s.db.query<{ store_id: number; payment_due_date: string | null }>(
    "select store_id, to_char(payment_due_date, 'YYYY-MM-DD') as payment_due_date from stores",
  );
  await s.db.exec(`
    create table snap_accounts as select * from billing_accounts;
    create table snap_payments as select * from billing_payments;
    create table snap_invoices as select * from invoices;`);
  return async () => {
    await s.db.exec(`
      delete from hosted_payment_sessions;
      update invoices set payment_id = null, paid_at = null;
      delete from billing_payments;
      delete from invoices;
      delete from billing_accounts;
      insert into billing_accounts select * from snap_accounts;
      insert into billing_payments select * from snap_payments;
      insert into invoices select * from snap_invoices;`);
    for (const st of stores)
      await s.db.query(
        'update stores set payment_due_date = $2, is_payment_required = false where store_id = $1',
        [st.store_id, st.payment_due_date],
      );
  };
}

async function signedIn(username: string, store?: number): Promise<Agent> {
  const agent = s.agent();
  expect((await agent.login(username)).success).toBe(true);
  if (store !== undefined)
    expect((await agent.post(`Account/SaveStoreContext?StoreId=${store}`, {})).status).toBe(200);
  return agent;
}

async function summary(agent: Agent) {
  const res = await agent.get('AccountBilling/GetBillingSummary');
  expect(res.status).toBe(200);
  return ((await res.json()) as { Entity: BillingSummary }).Entity;
}

async function invoices(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('AccountBilling/GetInvoices', {
    PageRowCount: 25,
    RequestedPageNum: 1,
    ...body,
  });
  return {
    status: res.status,
    body: (await res.json()) as PagedResult<InvoiceRow> & Record<string, unknown>,
  };
}

async function hpmUrl(agent: Agent, body: unknown) {
  const res = await agent.post('AccountBilling/GetCreditHPMUrl', body);
  return {
    status: res.status,
    body: (await res.json()) as { Entity: HostedPaymentLink } & Record<string, unknown>,
  };
}

const goodCard = {
  cardholderName: 'Olivia Owner',
  cardNumber: '4111 1111 1111 1111',
  expiry: '09/29',
  cvc: '123',
  postalCode: '02110',
};

/** The hosted page's form, posted as the browser posts it (url-encoded, from our own origin). */
function postCard(
  agent: Agent,
  token: string,
  fields: Record<string, string>,
  origin = 'http://localhost:8080',
) {
  return agent.request('POST', 'AccountBilling/HostedPaymentPage', {
    raw: new URLSearchParams({ token, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  });
}

const tokenOf = (link: HostedPaymentLink) =>
  new URL(link.Url, 'http://localhost').searchParams.get('token') ?? '';

async function counts() {
  const [row] = await s.db.query<{ sessions: number; payments: number; open: number; checksum: number }>(
    `select (select count(*)::int from hosted_payment_sessions) as sessions,
       (select count(*)::int from billing_payments) as payments,
       (select count(*)::int from invoices where paid_at is null) as open,
       (select concurrency_checksum from billing_accounts where merchant_id = 1001) as checksum`,
  );
  return row;
}

describe('GET /AccountBilling/GetBillingSummary', () => {
  it("the owner sees the merchant's balance: Midtown overdue, Pier due in 3 days, the card on file", async () => {
    const owner = await signedIn('owner');
    const res = await owner.get('AccountBilling/GetBillingSummary');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const b = ((await res.json()) as { Entity: BillingSummary }).Entity;
    expect(b).toMatchObject({
      MerchantId: 1001,
      Today: TODAY,
      BalanceDue: 158,
      PastDueAmount: 79,
      NextDueDate: addDays(TODAY, -5),
      OpenInvoiceCount: 2,
      PaymentMethod: {
        Brand: 'Visa',
        Last4: '4242',
        ExpMonth: 8,
        ExpYear: 2028,
        CardholderName: 'Olivia Owner',
      },
      CanPay: true,
      ConcurrencyChecksum: 1,
    });
    const line = (name: string) => b.Stores.find((st) => st.StoreName === name);
    expect(line('Harbor Midtown')).toMatchObject({
      BalanceDue: 79,
      DueDate: addDays(TODAY, -5),
      PastDueRemainingDays: -5,
      State: 'overdue',
    });
    expect(line('Harbor Pier')).toMatchObject({ BalanceDue: 79, PastDueRemainingDays: 3, State: 'due' });
    expect(line('Harbor Downtown')).toMatchObject({ BalanceDue: 0, DueDate: null, State: 'paid' });
    // the deactivated Harbor Airport owes nothing and is left out
    expect(b.Stores.map((st) => st.StoreName)).toEqual([
      'Harbor Downtown',
      'Harbor Midtown',
      'Harbor Pier',
      'Harbor Seaside',
      'Harbor Uptown',
    ]);
    expect(b.LastPayment?.Reference).toMatch(/^PAY-1001-/);
  });

  it('who may pay: account managers and merchant role 1 (canUpdatePayment); other users read only', async () => {
    expect((await summary(await signedIn('duesoon'))).CanPay).toBe(true);
    expect((await summary(await signedIn('manager'))).CanPay).toBe(false);
    // a provider admin on the merchant sees the bill, but it is not theirs to pay
    const admin = await signedIn('admin');
    expect(
      (await admin.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1001 })).status,
    ).toBe(200);
    expect((await summary(admin)).CanPay).toBe(false);
  });

  it("a store user's bill lists the stores they are assigned, unless they manage the account (issue 22 §5)", async () => {
    // shiftlead (Harbor Downtown and Uptown) may not pay: those two stores, nothing of the others
    const shiftlead = await summary(await signedIn('shiftlead', 2001));
    expect(shiftlead).toMatchObject({
      StoresShown: 'assigned',
      BalanceDue: 0,
      PastDueAmount: 0,
      NextDueDate: null,
      OpenInvoiceCount: 0,
      CanPay: false,
      // the card and the last payment are the whole account's
      PaymentMethod: null,
      LastPayment: null,
    });
    expect(shiftlead.Stores.map((st) => st.StoreName)).toEqual(['Harbor Downtown', 'Harbor Uptown']);
    expect((await summary(await signedIn('manager'))).Stores.map((st) => st.StoreName)).toEqual([
      'Harbor Downtown',
    ]);
    // duesoon (Harbor Pier) may pay, and Pay charges the merchant's whole balance: the whole bill
    const duesoon = await summary(await signedIn('duesoon'));
    expect(duesoon).toMatchObject({ StoresShown: 'merchant', BalanceDue: 158, CanPay: true });
    expect(duesoon.Stores).toHaveLength(5);
    expect(duesoon.PaymentMethod?.Last4).toBe('4242');
    expect((await summary(await signedIn('owner'))).StoresShown).toBe('merchant');
  });

  it('the subscription number of the merchant', async () => {
    const res = await (await signedIn('owner')).get('AccountBilling/GetSubscriptionNumber');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ IsSuccessful: true, Entity: 'A-S00001001' });
    const market = await (await signedIn('marketowner')).get('AccountBilling/GetSubscriptionNumber');
    expect((await market.json()).Entity).toBe('A-S00001003');
  });

  it('the route rule of My Bills: the bank reseller hides it (403 Access.NotAvailable)', async () => {
    const res = await (await signedIn('bankowner')).get('AccountBilling/GetBillingSummary');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Access.NotAvailable' });
  });
});

describe('POST /AccountBilling/GetInvoices', () => {
  it('a page of the merchant’s invoices, newest first, and the next page', async () => {
    const owner = await signedIn('owner');
    const first = await invoices(owner);
    expect(first.status).toBe(200);
    expect(first.body.TotalRowCount).toBe(30);
    expect(first.body.ResultSet).toHaveLength(25);
    const issued = first.body.ResultSet.map((r) => r.IssuedOn);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(first.body.ResultSet[0]).toMatchObject({
      StoreName: 'Harbor Pier',
      State: 'open',
      DueDate: addDays(TODAY, 3),
      Amount: 79,
      PaidAt: null,
      PaymentReference: null,
    });
    const second = await invoices(owner, { RequestedPageNum: 2 });
    expect(second.body.ResultSet).toHaveLength(5);
    const ids = new Set([...first.body.ResultSet, ...second.body.ResultSet].map((r) => r.InvoiceId));
    expect(ids.size).toBe(30);
  });

  it("a store user who may not pay gets their assigned stores' invoices alone (issue 22 §5)", async () => {
    const shiftlead = await signedIn('shiftlead', 2001);
    const all = await invoices(shiftlead, { PageRowCount: 100 });
    expect(all.status).toBe(200);
    expect(all.body.TotalRowCount).toBe(12);
    expect(new Set(all.body.ResultSet.map((r) => r.StoreName))).toEqual(
      new Set(['Harbor Downtown', 'Harbor Uptown']),
    );
    // a search for another store's invoices finds none
    expect((await invoices(shiftlead, { SearchArg: 'midtown' })).body.TotalRowCount).toBe(0);
    expect((await invoices(await signedIn('duesoon'), { PageRowCount: 100 })).body.TotalRowCount).toBe(30);
  });

  it('filters by status, searches number and store, sorts by the allow-list', async () => {
    const owner = await signedIn('owner');
    const open = await invoices(owner, { Status: 'open' });
    expect(open.body.ResultSet.map((r) => [r.StoreName, r.State])).toEqual([
      ['Harbor Pier', 'open'],
      ['Harbor Midtown', 'overdue'],
    ]);
    expect((await invoices(owner, { Status: 'paid' })).body.TotalRowCount).toBe(28);
    const midtown = await invoices(owner, { SearchArg: 'midtown' });
    expect(midtown.body.TotalRowCount).toBe(6);
    expect((await invoices(owner, { SearchArg: 'INV-2002-' })).body.TotalRowCount).toBe(6);
    const byAmount = await invoices(owner, { SortColumn: 'store', SortDirection: 'desc' });
    expect(byAmount.body.ResultSet[0].StoreName).toBe('Harbor Uptown');
    const paid = (await invoices(owner, { Status: 'paid' })).body.ResultSet[0];
    expect(paid.State).toBe('paid');
    expect(paid.PaymentReference).toMatch(/^PAY-1001-/);
  });

  it('bad input is a 400 in the contract’s shape', async () => {
    const owner = await signedIn('owner');
    for (const [body, key] of [
      [{ SortColumn: 'card_last4' }, 'Validation.SortColumn'],
      [{ Status: 'unpaid' }, 'Billing.StatusInvalid'],
      [{ PageRowCount: '25' }, 'Validation.Type'],
      [{ RequestedPageNum: 0 }, 'Validation.Number'],
    ] as const) {
      const res = await invoices(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
      expect(typeof res.body.Message).toBe('string');
    }
  });
});

describe('POST /AccountBilling/GetCreditHPMUrl', () => {
  it('opens a hosted payment page for the balance due, with a single-use link', async () => {
    const owner = await signedIn('owner');
    const res = await hpmUrl(owner, { ConcurrencyChecksum: 1 });
    expect(res.status).toBe(200);
    expect(res.body.Entity.Url).toMatch(/^\/AccountBilling\/HostedPaymentPage\?token=[\w-]{40,}$/);
    expect(res.body.Entity.Amount).toBe(158);
    expect(res.body.Entity.ExpiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString());
    // only the token's hash is kept
    const [row] = await s.db.query<{ token_hash: string }>('select token_hash from hosted_payment_sessions');
    expect(row.token_hash).not.toContain(tokenOf(res.body.Entity));
  });

  it('a body without a checksum (1-foundation §7 shows none) opens the page for the bill as it stands', async () => {
    const res = await hpmUrl(await signedIn('owner'), {});
    expect(res.status).toBe(200);
    expect(res.body.Entity.Amount).toBe(158);
    const [row] = await s.db.query<{ concurrency_checksum: number }>(
      'select concurrency_checksum from hosted_payment_sessions order by created_at desc limit 1',
    );
    // the page still charges only if the bill is the one it was opened for
    expect(row.concurrency_checksum).toBe(1);
  });

  it('a stale checksum is refused with a clear message and opens nothing', async () => {
    const owner = await signedIn('owner');
    const before = await counts();
    const res = await hpmUrl(owner, { ConcurrencyChecksum: 0 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Billing.StaleChecksum' });
    expect(res.body.Message).toMatch(/changed after you opened this page/);
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 400 and opens nothing', async () => {
    const owner = await signedIn('owner');
    const before = await counts();
    for (const [body, key] of [
      [{ ConcurrencyChecksum: '1' }, 'Validation.Type'],
      [{ ConcurrencyChecksum: -1 }, 'Validation.Number'],
      [{ ConcurrencyChecksum: 2 ** 31 }, 'Validation.IntegerRange'],
    ] as const) {
      const res = await hpmUrl(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key, Field: 'ConcurrencyChecksum' });
    }
    const malformed = await owner.request('POST', 'AccountBilling/GetCreditHPMUrl', {
      raw: '{"ConcurrencyChecksum":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a user who may not pay is refused (403 Billing.MayNotPay)', async () => {
    const before = await counts();
    const res = await hpmUrl(await signedIn('manager'), { ConcurrencyChecksum: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Billing.MayNotPay' });
    expect(await counts()).toEqual(before);
  });
});

describe('the hosted payment page', () => {
  it('the owner pays the balance: Midtown and Pier are no longer past due, pastdue gets back in', async () => {
    const owner = await signedIn('owner');
    const link = (await hpmUrl(owner, { ConcurrencyChecksum: 1 })).body.Entity;
    const page = await owner.get(link.Url.slice(1));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    expect(html).toContain('Payment for Harbor Bistro Group');
    expect(html).toContain('Pay $158.00');
    expect(html).toContain('autocomplete="cc-number"');

    const res = await postCard(owner, tokenOf(link), goodCard);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/Portal\/NewIndex\/account\/mybills\?payment=paid&ref=PAY-[0-9A-F]{10}$/);

    const after = await summary(owner);
    expect(after).toMatchObject({
      BalanceDue: 0,
      PastDueAmount: 0,
      NextDueDate: null,
      OpenInvoiceCount: 0,
      ConcurrencyChecksum: 2,
      PaymentMethod: {
        Brand: 'Visa',
        Last4: '1111',
        ExpMonth: 9,
        ExpYear: 2029,
        CardholderName: 'Olivia Owner',
      },
      LastPayment: { Reference: new URL(location, 'http://x').searchParams.get('ref'), Amount: 158 },
    });
    expect(after.Stores.every((st) => st.State === 'paid' && st.DueDate === null)).toBe(true);
    // only the brand, the last four digits and the expiry are kept
    const [account] = await s.db.query('select * from billing_accounts where merchant_id = 1001');
    expect(JSON.stringify(account)).not.toContain('4111111111111111');

    // the past-due state is gone everywhere: the store status check, the login, the store save
    const status = await owner.post('Account/CheckStoreAccountStatus', { StoreId: 2005, MerchantId: 1001 });
    expect(await status.json()).toMatchObject({ PastDueRemainingDays: null, BillingInfo: null });
    const pastdue = s.agent();
    const login = await pastdue.login('pastdue');
    expect(login).toMatchObject({ success: true, storeId: 2005, storePastDueRemainingDays: null });
    expect((await pastdue.post('Account/SaveStoreContext?StoreId=2005', {})).status).toBe(200);

    // the link served once
    expect((await postCard(owner, tokenOf(link), goodCard)).status).toBe(410);
    expect((await owner.get(link.Url.slice(1))).status).toBe(410);
  });

  it('a card that breaks the rules shows the form again with its errors (400) and changes nothing', async () => {
    const duesoon = await signedIn('duesoon');
    const link = (await hpmUrl(duesoon, { ConcurrencyChecksum: 1 })).body.Entity;
    const before = await counts();
    const res = await postCard(duesoon, tokenOf(link), {
      cardholderName: '  ',
      cardNumber: '4111 1111 1111 1112',
      expiry: '10/26',
      cvc: '12a',
      postalCode: '02110',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      'Enter the name on the card.',
      'Enter the card number as printed on the card (12 to 19 digits).',
      'This card has expired.',
      'Enter the 3 or 4 digits of the security code.',
    ])
      expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    // the card number is never sent back
    expect(html).not.toContain('4111 1111 1111 1112');
    expect(await counts()).toEqual(before);
    // the link still works
    expect((await postCard(duesoon, tokenOf(link), goodCard)).status).toBe(303);
  });

  it('the demo’s declined card is refused (402): nothing charged, the link still usable', async () => {
    const owner = await signedIn('owner');
    const link = (await hpmUrl(owner, { ConcurrencyChecksum: 1 })).body.Entity;
    const before = await counts();
    const res = await postCard(owner, tokenOf(link), { ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('The card was declined. Nothing was charged');
    expect(await counts()).toEqual(before);
  });

  it('a second link opened on the same bill is stale once the first one paid (409, nothing charged)', async () => {
    const owner = await signedIn('owner');
    const duesoon = await signedIn('duesoon');
    const first = (await hpmUrl(owner, { ConcurrencyChecksum: 1 })).body.Entity;
    const second = (await hpmUrl(duesoon, { ConcurrencyChecksum: 1 })).body.Entity;
    expect((await postCard(owner, tokenOf(first), goodCard)).status).toBe(303);
    const before = await counts();
    const res = await postCard(duesoon, tokenOf(second), goodCard);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('Nothing was charged');
    expect(await counts()).toEqual(before);
    // and the summary's checksum moved on: GetCreditHPMUrl with the old one is refused
    expect((await hpmUrl(duesoon, { ConcurrencyChecksum: 1 })).status).toBe(409);
  });

  it('with nothing due, the page only puts the card on file', async () => {
    const owner = await signedIn('owner');
    await postCard(owner, tokenOf((await hpmUrl(owner, { ConcurrencyChecksum: 1 })).body.Entity), goodCard);
    const payments = (await counts()).payments;
    const link = (await hpmUrl(owner, { ConcurrencyChecksum: 2 })).body.Entity;
    expect(link.Amount).toBe(0);
    expect(await (await owner.get(link.Url.slice(1))).text()).toContain('Save card');
    const res = await postCard(owner, tokenOf(link), { ...goodCard, cardNumber: '5555 5555 5555 4444' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\?payment=saved$/);
    const after = await summary(owner);
    expect(after.PaymentMethod).toMatchObject({ Brand: 'Mastercard', Last4: '4444' });
    expect(after.ConcurrencyChecksum).toBe(3);
    expect((await counts()).payments).toBe(payments);
  });

  it('a link lives 30 minutes; an unknown token, another site and a JSON body are refused', async () => {
    const owner = await signedIn('owner');
    const link = (await hpmUrl(owner, { ConcurrencyChecksum: 1 })).body.Entity;
    expect((await postCard(owner, 'not-a-token', goodCard)).status).toBe(410);
    expect((await postCard(owner, tokenOf(link), goodCard, 'https://evil.example')).status).toBe(403);
    const json = await owner.request('POST', 'AccountBilling/HostedPaymentPage', {
      body: { token: tokenOf(link), ...goodCard },
    });
    expect(json.status).toBe(415);
    s.clock.advance(31 * 60_000);
    expect((await postCard(owner, tokenOf(link), goodCard)).status).toBe(410);
    expect((await counts()).open).toBe(2);
  });

  it('a payer who may no longer pay is refused at the page (403)', async () => {
    const duesoon = await signedIn('duesoon');
    const link = (await hpmUrl(duesoon, { ConcurrencyChecksum: 1 })).body.Entity;
    await s.db.query("update users set merchant_user_role_id = 2 where username = 'duesoon'");
    try {
      const before = await counts();
      expect((await postCard(duesoon, tokenOf(link), goodCard)).status).toBe(403);
      expect(await counts()).toEqual(before);
    } finally {
      await s.db.query("update users set merchant_user_role_id = 1 where username = 'duesoon'");
    }
  });
});
