import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

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
      'Legacy/results/operations/summary',
      'Legacy/help',
      'Legacy/nowhere',
    ]) {
      const html = await (await agent.get(path)).text();
      expect(html, path).toContain('<script src="/legacy-frame.js" defer></script>');
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), path).toBeNull();
    }
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

  it('a classic page leads back to My Store (a frame redirect) for a session that may see it', async () => {
    const agent = s.agent();
    await agent.login('manager');
    const html = await (await agent.get('Legacy/results/operations/summary')).text();
    expect(html).toContain('data-portal-redirect="/mystore"');
    const anonymous = await (await s.agent().get('Legacy/results/operations/summary')).text();
    expect(anonymous).not.toContain('data-portal-redirect');
  });

  it('my store is a native screen: its old dashboard pages are gone', async () => {
    const agent = s.agent();
    await agent.login('manager');
    expect((await agent.get('Legacy/mystore/activity')).status).toBe(404);
    expect((await agent.get('Legacy/mystore/sales/report')).status).toBe(404);
  });

  it('details of the table are pages too; unknown paths are not found', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect((await agent.get('Legacy/menu/events/12')).status).toBe(200);
    expect((await agent.get('Legacy/menu/nowhere')).status).toBe(404);
  });
});

describe('1-foundation §2: the customers e-mail route in its bulk, welcome and miss-you variants', () => {
  const h1 = (html: string) => html.match(/<h1>([^<]*)<\/h1>/)?.[1];

  it('shows the chosen variant’s title and text; bulk without a choice or with an unknown one', async () => {
    const agent = s.agent();
    await agent.login('owner');
    const pages = {
      bulk: await (await agent.get('Legacy/customers/email')).text(),
      welcome: await (await agent.get('Legacy/customers/email?variant=welcome')).text(),
      missyou: await (await agent.get('Legacy/customers/email?variant=missyou')).text(),
      unknown: await (await agent.get('Legacy/customers/email?variant=%3Cb%3E')).text(),
    };
    expect(h1(pages.bulk)).toBe('Bulk E-mail');
    expect(pages.bulk).toContain('many customers at once');
    expect(h1(pages.welcome)).toBe('Welcome E-mail');
    expect(pages.welcome).toContain('<title>Welcome E-mail</title>');
    expect(pages.welcome).toContain('a new customer receives after the first visit');
    expect(h1(pages.missyou)).toBe('Miss-You E-mail');
    expect(pages.missyou).toContain('have not come back for a while');
    expect(h1(pages.unknown)).toBe('Bulk E-mail');
    expect(pages.unknown).not.toContain('<b>');
  });

  it('a route without variants ignores the parameter', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect(h1(await (await agent.get('Legacy/customers/loyalty?variant=welcome')).text())).toBe('Loyalty');
  });
});

describe('stores named on classic pages carry the marks and badges of the store selection', () => {
  it('My Stores lists the stores; a non-admin sees the status badges (no * mark)', async () => {
    const agent = s.agent();
    await agent.login('owner');
    const html = await (await agent.get('Legacy/account/mystores')).text();
    expect(html).toContain('Harbor Airport <span class="badge badge-deactivated">Deactivated</span>');
    expect(html).toContain('Harbor Seaside <span class="badge badge-suspended">Suspended</span>');
    expect(html).toContain('<td>Harbor Downtown</td>');
    expect(html).not.toContain('* Harbor Airport');
  });

  it('a store user sees its assigned stores only', async () => {
    const agent = s.agent();
    await agent.login('shiftlead');
    const html = await (await agent.get('Legacy/account/mystores')).text();
    expect(html).toContain('Harbor Downtown');
    expect(html).toContain('Harbor Uptown');
    expect(html).not.toContain('Harbor Airport');
  });

  it('the new-UI page names the session store with its badge; an admin sees the * mark too', async () => {
    const admin = s.agent();
    await admin.login('admin');
    const saved = await admin.post('Account/SaveStoreContext?StoreId=2003', {
      StoreCode: '',
      StoreName: '',
      OverrideMerchantId: 1001,
    });
    expect(saved.status).toBe(200);
    const html = await (await admin.get('Portal/NewUi')).text();
    expect(html).toContain(
      'Harbor Bistro Group · * Harbor Airport <span class="badge badge-deactivated">Deactivated</span>',
    );
    const mystores = await (await admin.get('Legacy/account/mystores')).text();
    expect(mystores).toContain('* Harbor Airport <span class="badge badge-deactivated">Deactivated</span>');
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
