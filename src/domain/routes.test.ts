import { describe, expect, it } from 'vitest';
import { fallbackFeatureFlags } from './featureFlags';
import { idParam, pathIdOf, routeOfPath, routePath, routeShowsScreen, routeTitleKey } from './routes';

describe('typed portal paths: a detail path and its id, an id in the address', () => {
  it('fills a route with its parameters and reads the id back', () => {
    const path = routePath('/menu/discounts/:discountId', { discountId: 12 });
    expect(path).toBe('/menu/discounts/12');
    expect(pathIdOf(path)).toBe(12);
    expect(pathIdOf('/menu/categoriesoritems/items/0/')).toBe(0);
  });
  it('is null for what is not a whole id', () => {
    expect(pathIdOf('/menu/discounts/abc')).toBeNull();
    expect(pathIdOf('/menu/discounts/1234567890')).toBeNull();
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '012', '-1', '1.5', '1234567890', 'x']) expect(idParam(bad)).toBeNull();
  });
});

describe('2-menu §2, §6: the newer page when its feature flag is on, otherwise the classic page', () => {
  const on = { ...fallbackFeatureFlags(), posTransactionsPage: true };
  const off = fallbackFeatureFlags();
  it('POS transactions and its ticket follow posTransactionsPage', () => {
    for (const path of ['/results/posTrans', '/results/posTrans/123']) {
      const route = routeOfPath(path);
      expect(route?.screenFlag).toBe('posTransactionsPage');
      expect(routeShowsScreen(route ?? {}, on)).toBe(true);
      expect(routeShowsScreen(route ?? {}, off)).toBe(false);
    }
  });
  it('a route without a screen flag shows its screen whatever the flags', () => {
    expect(routeShowsScreen(routeOfPath('/menu/discounts') ?? { screenFlag: 'delivery' }, off)).toBe(true);
  });
  it("the ticket's route is a detail: titled as one, not a side-menu entry", () => {
    expect(routeOfPath('/results/posTrans/42')?.path).toBe('/results/posTrans/:documentId');
    expect(routeTitleKey('/results/posTrans/:documentId')).toBe('Route.results.posTrans.detail');
    expect(routePath('/results/posTrans/:documentId', { documentId: 42 })).toBe('/results/posTrans/42');
  });
});
