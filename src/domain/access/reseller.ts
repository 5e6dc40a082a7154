import { Reseller } from '../enums';

/** Items a reseller may hide (1-foundation.md §6 "Reseller rules"). */
export const resellerItems = [
  'registerHardware',
  'customerCare',
  'myIntegrations',
  'termsAndConditions',
  'myBills',
  'offlineCredit',
  'pilotProgram',
  'genericGiftCardApi',
  'addAnotherStore',
] as const;
export type ResellerItem = (typeof resellerItems)[number];

export interface ResellerRule {
  row: string;
  resellers: readonly number[];
  hides: readonly ResellerItem[];
}

/** The reseller rules as data: which resellers hide which items. */
export const resellerRules: readonly ResellerRule[] = [
  {
    row: 'Bank reseller: hidden are register hardware, customer care, my integrations, terms and conditions, my bills, offline credit, the pilot program and the generic gift card API',
    resellers: [Reseller.Bank],
    hides: [
      'registerHardware',
      'customerCare',
      'myIntegrations',
      'termsAndConditions',
      'myBills',
      'offlineCredit',
      'pilotProgram',
      'genericGiftCardApi',
    ],
  },
  {
    row: 'The add-another-store link is hidden for reseller 10004 and the bank reseller',
    resellers: [Reseller.Other10004, Reseller.Bank],
    hides: ['addAnotherStore'],
  },
];

/** Whether the merchant's reseller hides an item. */
export function resellerHides(item: ResellerItem, resellerId: number): boolean {
  return resellerRules.some((r) => r.resellers.includes(resellerId) && r.hides.includes(item));
}

/** The reseller permission of an item: the reseller does not hide it. */
export function resellerAllows(item: ResellerItem, resellerId: number): boolean {
  return !resellerHides(item, resellerId);
}
