import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/testClock';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const today = TEST_NOW.toISOString().slice(0, 10);
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

describe('classic pages report to the portal through an external script', () => {
  it('serves legacy-frame.js as JavaScript', async () => {
    const res = await s.agent().get('legacy-frame.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const body = await res.text();
    expect(body).toContain("'backroom-legacy'");
    expect(body).toContain('postMessage');
  });

  it('every classic page references it and has no inline script (the CSP forbids them)', async () => {
    const agent = s.agent();
    await agent.login('manager');
    for (const path of [
      'Legacy/menu/modifiers',
      'Legacy/mystore/activity',
      'Legacy/help',
      'Legacy/nowhere',
    ]) {
      const html = await (await agent.get(path)).text();
      expect(html, path).toContain('<script src="/legacy-frame.js" defer></script>');
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), path).toBeNull();
    }
  });
});

describe('my store dashboards: the store figures of today from the tickets table', () => {
  async function expected(storeId: number) {
    const [row] = await s.db.query<{ n: number; sales: number; refunds: number }>(
      `select count(*) filter (where transaction_type = 'S')::int as n,
         coalesce(sum(sub_total_amount - discount_amount) filter (where transaction_type = 'S'), 0)::float8 as sales,
         coalesce(sum(sub_total_amount - discount_amount) filter (where transaction_type = 'R'), 0)::float8 as refunds
       from tickets where store_id = $1 and business_date = $2::date`,
      [storeId, today],
    );
    return row;
  }

  it('activity summary: ticket count, net sales and average ticket of the session store', async () => {
    const agent = s.agent();
    await agent.login('manager');
    const res = await agent.get('Legacy/mystore/activity');
    expect(res.status).toBe(200);
    const html = await res.text();
    const e = await expected(2001);
    expect(e.n).toBeGreaterThan(0);
    expect(html).toContain('Activity Summary');
    expect(html).toContain('Harbor Downtown');
    expect(html).toContain(`<dt>Tickets</dt><dd>${e.n}</dd>`);
    expect(html).toContain(
      `<dt>Net sales</dt><dd>${money(Math.round((e.sales - e.refunds) * 100) / 100)}</dd>`,
    );
    expect(html).toContain(
      `<dt>Average ticket</dt><dd>${money(Math.round((e.sales / e.n) * 100) / 100)}</dd>`,
    );
    expect(html).toContain('data-portal-redirect="/results/operations/summary"');
  });

  it('the sales dashboard, and with the report the figures by hour', async () => {
    const agent = s.agent();
    await agent.login('manager');
    const dashboard = await (await agent.get('Legacy/mystore/sales')).text();
    expect(dashboard).toContain('Sales Dashboard');
    expect(dashboard).toContain('<dt>Tax</dt>');
    expect(dashboard).not.toContain('By hour');
    const report = await (await agent.get('Legacy/mystore/sales/report')).text();
    expect(report).toContain('By hour');
    expect(report).toMatch(/<td>\d\d:00<\/td>/);
  });

  it('the customer dashboard lists the named customers', async () => {
    const agent = s.agent();
    await agent.login('manager');
    const html = await (await agent.get('Legacy/mystore/customers')).text();
    expect(html).toContain('Named customers');
    expect(html).toMatch(/Top customers|No named customers/);
    expect((await agent.get('Legacy/mystore/customers/report')).status).toBe(404);
    expect((await agent.get('Legacy/mystore/elsewhere')).status).toBe(404);
  });

  it('without a session the page says so, never a blank page', async () => {
    const res = await s.agent().get('Legacy/mystore/activity');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Not signed in.');
  });
});

describe('classic pages follow the access rules of src/domain/access', () => {
  it('a page the role may not see answers 403 with the not-available text', async () => {
    const agent = s.agent();
    await agent.login('manager');
    const refused = await agent.get('Legacy/employees/userroles');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Not available for your account');
    expect((await agent.get('Legacy/employees/employees')).status).toBe(200);
    expect((await agent.get('Legacy/settings/admin/systemSettings')).status).toBe(403);
  });

  it('the bank hides its items, in the bank brand', async () => {
    const agent = s.agent();
    await agent.login('bankowner');
    const bills = await agent.get('Legacy/account/mybills');
    expect(bills.status).toBe(403);
    expect(await bills.text()).toContain('data-brand="bank"');
    expect((await agent.get('Legacy/account/mystores')).status).toBe(200);
  });

  it('details of the table are pages too; unknown paths are not found', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect((await agent.get('Legacy/menu/events/12')).status).toBe(200);
    expect((await agent.get('Legacy/menu/nowhere')).status).toBe(404);
  });
});

describe('the help center and the hardware shop', () => {
  it('the help document puts the asked section first', async () => {
    const html = await (await s.agent().get('Legacy/help/results')).text();
    expect(html).toContain('<h1>Help Center</h1>');
    expect(html.indexOf('id="results"')).toBeLessThan(html.indexOf('id="mystore"'));
  });

  it('the hardware shop lists its bundles', async () => {
    const res = await s.agent().get('Legacy/shop/hardware');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Counter bundle');
  });
});

describe('the new-UI page (lighter edition)', () => {
  it('leads to the login page without a session, and names the merchant and store with one', async () => {
    const anonymous = await s.agent().get('Portal/NewUi');
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toContain('Sign in');
    const agent = s.agent();
    await agent.login('marketowner');
    const page = await (await agent.get('Portal/NewUi')).text();
    expect(page).toContain('Corner Market');
    expect(page).toContain('Portal/NewIndex/menu');
  });
});
