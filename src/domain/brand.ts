import { BANK_RESELLER_ID } from './enums';

/** The brand of a reseller: the bank white-label for 10017, the default brand otherwise. */
export function brandOfReseller(resellerId: number | null | undefined): 'bank' | 'default' {
  return resellerId === BANK_RESELLER_ID ? 'bank' : 'default';
}
