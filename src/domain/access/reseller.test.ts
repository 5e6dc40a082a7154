import { describe, expect, it } from 'vitest';
import { Reseller } from '../enums';
import { resellerHides, resellerItems } from './reseller';

const hiddenFor = (resellerId: number) => resellerItems.filter((item) => resellerHides(item, resellerId));

describe('1-foundation §6 reseller rules', () => {
  it('Bank reseller: hidden are register hardware, customer care, my integrations, terms and conditions, my bills, offline credit, the pilot program and the generic gift card API', () => {
    expect(hiddenFor(Reseller.Bank).sort()).toEqual(
      [
        'registerHardware',
        'customerCare',
        'myIntegrations',
        'termsAndConditions',
        'myBills',
        'offlineCredit',
        'pilotProgram',
        'genericGiftCardApi',
        'addAnotherStore',
      ].sort(),
    );
  });

  it('The add-another-store link is hidden for reseller 10004 and the bank reseller', () => {
    expect(resellerHides('addAnotherStore', Reseller.Other10004)).toBe(true);
    expect(resellerHides('addAnotherStore', Reseller.Bank)).toBe(true);
    expect(resellerHides('addAnotherStore', Reseller.Default)).toBe(false);
    expect(resellerHides('addAnotherStore', Reseller.Other10000)).toBe(false);
  });

  it('reseller 10004 hides nothing else; the default reseller and 10000 hide nothing', () => {
    expect(hiddenFor(Reseller.Other10004)).toEqual(['addAnotherStore']);
    expect(hiddenFor(Reseller.Default)).toEqual([]);
    expect(hiddenFor(Reseller.Other10000)).toEqual([]);
  });
});
