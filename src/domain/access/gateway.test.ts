import { describe, expect, it } from 'vitest';
import { Reseller } from '../enums';
import { gatewayControlShown, type GatewayControl } from './gateway';

const gateways = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const shownFor = (control: GatewayControl) =>
  gateways.filter((g) => gatewayControlShown(control, { resellerId: Reseller.Default, creditGateway: g }));
const onBank = (control: GatewayControl) =>
  gateways.every((g) => gatewayControlShown(control, { resellerId: Reseller.Bank, creditGateway: g }));

describe('1-foundation §6 gateway toggles', () => {
  it('payment terminal gateway combo: id 4', () => {
    expect(shownFor('paymentTerminalGatewayCombo')).toEqual([4]);
    expect(
      gatewayControlShown('paymentTerminalGatewayCombo', { resellerId: Reseller.Bank, creditGateway: 6 }),
    ).toBe(false);
  });
  it('no-terminal button: bank reseller', () => {
    expect(shownFor('noTerminalButton')).toEqual([]);
    expect(onBank('noTerminalButton')).toBe(true);
  });
  it('default terminal: bank reseller, id 6', () => {
    expect(shownFor('defaultTerminal')).toEqual([6]);
    expect(onBank('defaultTerminal')).toBe(true);
  });
  it('manual card entry option: bank reseller, ids 3, 4, 8', () => {
    expect(shownFor('manualCardEntryOption')).toEqual([3, 4, 8]);
    expect(onBank('manualCardEntryOption')).toBe(true);
  });
  it('hidden LevelUp container: bank reseller, id 9', () => {
    expect(shownFor('hiddenLevelUpContainer')).toEqual([9]);
    expect(onBank('hiddenLevelUpContainer')).toBe(true);
  });
  it('credit card tips: bank reseller, ids 1, 4, 8', () => {
    expect(shownFor('creditCardTips')).toEqual([1, 4, 8]);
    expect(onBank('creditCardTips')).toBe(true);
  });
});
