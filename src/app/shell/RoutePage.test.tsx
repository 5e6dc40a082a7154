import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../i18n/en-US.json';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import type { TestServer } from '../../../test/server';
import { http } from '../../api/http';
import { accessContextOf } from '../../domain/access/context';
import { fallbackFeatureFlags } from '../../domain/featureFlags';
import type { PortalData } from '../../domain/portalData';
import { type PortalRoute, type RoutePath, routeOfPath } from '../../domain/routes';
import { PORTAL_ROUTE } from '../../lib/basePath';
import { signIn } from '../../features/selection/shared/testSession';
import { RoutePage } from './RoutePage';

const text = messages as Record<string, string>;
const LOAD = { timeout: 15_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** The route page of a path as the shell renders it, for `username`, its screen flag on or off. */
async function renderRoute(
  username: string,
  path: string,
  posTransactionsPage: boolean,
  flagsPending = false,
) {
  await signIn(server, username);
  const data = await http.get<PortalData>('Portal/GetPortalData');
  const ctx = accessContextOf(data, null, { ...fallbackFeatureFlags(), posTransactionsPage });
  const route = routeOfPath(path) as PortalRoute<RoutePath>;
  return renderWithProviders(
    <Route path={PORTAL_ROUTE} nest>
      <RoutePage route={route} path={path} ctx={ctx} flagsPending={flagsPending} />
    </Route>,
    { path: `${PORTAL_ROUTE}${path}` },
  );
}

describe("2-menu §2, §6: a route's newer screen behind its feature flag", () => {
  it('with the flag off, POS transactions is the classic page in the frame', async () => {
    await renderRoute('owner', '/results/posTrans', false);
    expect(
      screen.getByRole('heading', { level: 1, name: text['Route.results.posTrans'] }),
    ).toBeInTheDocument();
    expect(screen.getByTitle(text['Route.results.posTrans']).tagName).toBe('IFRAME');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('with the flag on, the screen; in store-view-only mode its button opens the store selection', async () => {
    const user = userEvent.setup();
    await renderRoute('shiftlead', '/results/posTrans', true);
    const modal = await screen.findByRole(
      'alertdialog',
      { name: text['PosTransactions.StoreViewOnly.Title'] },
      LOAD,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(
      within(modal).getByRole('button', { name: text['PosTransactions.StoreViewOnly.ChooseStore'] }),
    );
    expect(
      await screen.findByRole('dialog', { name: text['StoreSelection.Title'] }, LOAD),
    ).toBeInTheDocument();
  });

  it('while the flags are read, neither the classic page nor the screen: no frame loaded for nothing', async () => {
    await renderRoute('owner', '/results/posTrans', false, true);
    expect(
      screen.getByRole('heading', { level: 1, name: text['Route.results.posTrans'] }),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('2-menu §2: item availability is not for enterprise users (they are redirected elsewhere)', () => {
  it('sends a company user to My store before anything of the page shows', async () => {
    const { location } = await renderRoute('owner', '/menu/itemAvailability', false);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(location.history.at(-1)).toBe('/Portal/NewIndex/mystore'));
  });

  it('shows a store user its title and screen', async () => {
    await renderRoute('manager', '/menu/itemAvailability', false);
    expect(
      screen.getByRole('heading', { level: 1, name: text['Route.menu.itemAvailability'] }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', {}, LOAD)).toBeInTheDocument();
  });
});
