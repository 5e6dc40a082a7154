import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPortalPage } from '../../src/app/prerender';
import { type PageStartup, STARTUP_ANSWERS_ID } from '../../src/domain/startupReads';
import { serverRenderContext } from '../../src/lib/serverRender';
import { startTestServer, type TestServer } from '../../test/server';
import { withServerRender } from './portalRender';

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
const noRoles = {
  isAdminUser: false,
  isCompanyUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
};

/** The start-up answers the server writes into a user's portal page. */
async function startupOf(username: string, path: string): Promise<PageStartup> {
  const user = await s.signedIn(username);
  const match = ELEMENT.exec(await (await user.get(`Portal/NewIndex${path}`)).text());
  if (!match) throw new Error('the page has no start-up answers');
  return JSON.parse(match[1]) as PageStartup;
}

describe("a portal page's first render on the server (src/app/prerender.tsx renderPortalPage)", () => {
  it("shows the header, the side menu under the base path and My store's figures from the page's answers, and no dialog", async () => {
    const startup = await startupOf('owner', '/mystore');
    const portal = startup.answers.find((a) => a.path === 'Portal/GetPortalData')?.data as {
      userFullName: string;
    };
    const markup = await renderPortalPage({
      path: '/mystore',
      search: '',
      brand: 'default',
      basePath: '/backroom/',
      roleFlags: noRoles,
      answers: startup.answers,
    });
    expect(markup).toContain('<h1');
    expect(markup).toContain('Net sales');
    expect(markup).toContain(portal.userFullName);
    // the permanent side menu (its style hides it below the large breakpoint), links with their full address
    expect(markup).toContain('id="side-menu"');
    expect(markup).toMatch(/href="\/backroom\/Portal\/NewIndex\/[a-z]/);
    expect(markup).toContain('src="/backroom/brand/');
    // the owner has unseen notifications: their dialog waits for the browser, nothing is left to it
    expect(markup).not.toContain('role="dialog"');
    expect(markup).not.toContain('<!--$!-->');
    expect(markup).not.toMatch(/^<link rel="preload"/);
    expect(serverRenderContext()).toBeNull();
  });

  it('renders the shell around a list screen, whose content waits for the script (no field to type into before it)', async () => {
    const startup = await startupOf('owner', '/menu/discounts');
    const markup = await renderPortalPage({
      path: '/menu/discounts',
      search: '',
      brand: 'default',
      basePath: '/',
      roleFlags: noRoles,
      answers: startup.answers,
    });
    expect(markup).toContain('id="side-menu"');
    expect(markup).toContain('role="status"');
    expect(markup).not.toContain('<table');
    expect(markup).not.toContain('type="search"');
    expect(markup).not.toContain('<!--$!-->');
  });

  it('renders the portal data it is given, nothing of an earlier render', async () => {
    const [owner, other] = await Promise.all([
      startupOf('owner', '/mystore'),
      startupOf('marketowner', '/mystore'),
    ]);
    const nameOf = (startup: PageStartup) =>
      (
        startup.answers.find((a) => a.path === 'Portal/GetPortalData')?.data as
          | { userFullName?: string }
          | undefined
      )?.userFullName;
    const render = (startup: PageStartup) =>
      renderPortalPage({
        path: '/mystore',
        search: '',
        brand: 'default',
        basePath: '/',
        roleFlags: noRoles,
        answers: startup.answers,
      });
    expect(nameOf(owner)).not.toBe(nameOf(other));
    await render(owner);
    const second = await render(other);
    expect(second).toContain(nameOf(other));
    expect(second).not.toContain(nameOf(owner));
  });
});

describe('the page with the server render (server/routes/portalRender.ts withServerRender)', () => {
  const page = `<html><head>
    <link rel="stylesheet" href="./assets/style.css">
    <script type="module" crossorigin src="./assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/start.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/portal.js">
  </head>
  <body>
    <div id="root"><div class="skeleton"><div class="bar"></div></div></div>
    <noscript>This page needs JavaScript to run.</noscript>
  </body></html>`;

  it('puts the render in #root for the script to hydrate, and its preloads in a template for after the first paint', () => {
    const out = withServerRender(page, '<main>figures</main>');
    expect(out).toContain('<div id="root" data-hydrate><main>figures</main></div>');
    expect(out).not.toContain('skeleton');
    expect(out).toContain('<script type="module" crossorigin src="./assets/index.js"></script>');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('modulepreload');
    expect(out).toContain(
      '<template id="backroom-deferred-preloads"><link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/start.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/portal.js"></template></body>',
    );
  });

  it('leaves a page without the placeholder as it is', () => {
    const bare = '<html><body><div id="app"></div></body></html>';
    expect(withServerRender(bare, '<main>x</main>')).toBe(bare);
  });
});
