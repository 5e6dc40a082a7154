import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPortalPage } from '../../src/app/prerender';
import { type PageStartup, STARTUP_ANSWERS_ID } from '../../src/domain/startupReads';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // the render's modules (the shell, the screens: the whole portal through the test's transforms)
  // load once here, under the hook's time limit, not in the first test's
  const { preloadScreenOf } = await import('../../src/app/shell/PortalShell');
  await Promise.all(['/mystore', '/menu/discounts'].map((path) => preloadScreenOf(path)));
});
afterAll(() => s.close());

const ELEMENT = new RegExp(`<script type="application/json" id="${STARTUP_ANSWERS_ID}">(.*?)</script>`, 's');

/**
 * The discount screens' pages render on the server without failing: the shell, and the screen's
 * loading state (a list or a form waits for the script: src/domain/startupReads.ts serverRendersScreen).
 */
describe('the discount screens in a server render', () => {
  it.each(['/menu/discounts', '/menu/discounts/0'])(
    '%s renders its shell; the screen waits for the script',
    async (path) => {
      const owner = await s.signedIn('owner');
      const match = ELEMENT.exec(await (await owner.get(`Portal/NewIndex${path}`)).text());
      const startup = JSON.parse(match?.[1] ?? 'null') as PageStartup;
      const markup = await renderPortalPage({
        path,
        search: '',
        brand: 'default',
        basePath: '/',
        roleFlags: {
          isAdminUser: false,
          isCompanyUser: true,
          isMerchantAdminUser: false,
          isSilverPartner: false,
        },
        answers: startup.answers,
      });
      expect(markup).toContain('<h1');
      expect(markup).not.toContain('<!--$!-->');
      expect(markup).toContain('id="side-menu"');
      expect(markup).not.toContain('Add Discount');
    },
  );
});
