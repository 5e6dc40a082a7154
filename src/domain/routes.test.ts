import { describe, expect, it } from 'vitest';
import { idParam, pathIdOf, routePath } from './routes';

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
