import type { PortalData } from './portalData';

/**
 * Breaks (3-settings §2 "Breaks screen", §6): the route itself is for product mode 2 (the paid-breaks
 * product: registry rule). When the account's employee features have moved to the smart manager
 * (its flag and its employee flag both on: the "particular product flag and flag combination",
 * decisions.md "Breaks"), an alert leads there; otherwise the classic page.
 */
export function breaksInSmartManager(
  data: Pick<PortalData, 'isASMEnabled' | 'isASMEmployeeEnabled' | 'smartManagerBaseUrl'>,
): boolean {
  return data.isASMEnabled === true && data.isASMEmployeeEnabled === true && data.smartManagerBaseUrl !== '';
}
