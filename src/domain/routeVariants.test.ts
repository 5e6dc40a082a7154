import { describe, expect, it } from 'vitest';
import { customerEmailVariants, queriedVariant, variantKeys, variantOf, variantPath } from './routeVariants';
import { routeOfPath } from './routes';

describe('1-foundation §2: the email route has bulk, welcome and miss-you variants selected by navigation state', () => {
  it('the route table names the variants of /customers/email (bulk first)', () => {
    expect(routeOfPath('/customers/email')?.variants).toEqual(['bulk', 'welcome', 'missyou']);
    expect(routeOfPath('/customers/loyalty')?.variants).toBeUndefined();
  });

  it('the navigation state chooses; a direct link’s query stands in without it; bulk otherwise', () => {
    const v = customerEmailVariants;
    expect(variantOf(v, '', { variant: 'welcome' })).toBe('welcome');
    expect(variantOf(v, '?variant=missyou', { variant: 'welcome' })).toBe('welcome');
    expect(variantOf(v, '?variant=missyou', null)).toBe('missyou');
    expect(variantOf(v, 'variant=welcome', undefined)).toBe('welcome');
    expect(variantOf(v, '', null)).toBe('bulk');
  });

  it('an unknown variant, in the state or the query, is not one', () => {
    const v = customerEmailVariants;
    expect(variantOf(v, '?variant=spam', { variant: 'nope' })).toBe('bulk');
    expect(variantOf(v, '?variant=welcome', { variant: 'nope' })).toBe('welcome');
    expect(variantOf(v, '', { variant: 3 })).toBe('bulk');
    expect(queriedVariant(v, 'missyou')).toBe('missyou');
    expect(queriedVariant(v, '<script>')).toBe('bulk');
    expect(queriedVariant(v, undefined)).toBe('bulk');
  });

  it('a variant’s direct link and catalogue keys', () => {
    expect(variantPath('/customers/email', 'welcome')).toBe('/customers/email?variant=welcome');
    expect(variantKeys('Route.customers.email', 'missyou')).toEqual({
      title: 'RouteVariant.customers.email.missyou',
      text: 'RouteVariantText.customers.email.missyou',
    });
  });
});
