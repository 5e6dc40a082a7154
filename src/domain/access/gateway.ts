import { BANK_RESELLER_ID } from '../enums';
import type { AccessContext } from './context';

export const gatewayControls = [
  'paymentTerminalGatewayCombo',
  'noTerminalButton',
  'defaultTerminal',
  'manualCardEntryOption',
  'hiddenLevelUpContainer',
  'creditCardTips',
] as const;
export type GatewayControl = (typeof gatewayControls)[number];

export interface GatewayToggle {
  /** Shown for the bank reseller (whatever the gateway). */
  bank: boolean;
  /** Shown for these card payment gateway ids. */
  gateways: readonly number[];
}

/** The gateway toggles table of 1-foundation.md §6: which controls show for which gateway. */
export const gatewayToggles: Readonly<Record<GatewayControl, GatewayToggle>> = {
  paymentTerminalGatewayCombo: { bank: false, gateways: [4] },
  noTerminalButton: { bank: true, gateways: [] },
  defaultTerminal: { bank: true, gateways: [6] },
  manualCardEntryOption: { bank: true, gateways: [3, 4, 8] },
  hiddenLevelUpContainer: { bank: true, gateways: [9] },
  creditCardTips: { bank: true, gateways: [1, 4, 8] },
};

/** Whether a payment-settings control shows for the merchant's reseller and card payment gateway. */
export function gatewayControlShown(
  control: GatewayControl,
  ctx: Pick<AccessContext, 'resellerId' | 'creditGateway'>,
): boolean {
  const rule = gatewayToggles[control];
  return (rule.bank && ctx.resellerId === BANK_RESELLER_ID) || rule.gateways.includes(ctx.creditGateway);
}
