import { describe, expect, it } from 'vitest';
import { breaksInSmartManager } from './breaks';

const data = {
  isASMEnabled: true,
  isASMEmployeeEnabled: true,
  smartManagerBaseUrl: 'https://sm.example.com/',
};

describe('3-settings §2 "Breaks screen": the product flag and flag combination leads to the other tool', () => {
  it('leads to the smart manager when it and its employee features are on', () => {
    expect(breaksInSmartManager(data)).toBe(true);
  });
  it('keeps the classic page otherwise', () => {
    expect(breaksInSmartManager({ ...data, isASMEnabled: false })).toBe(false);
    expect(breaksInSmartManager({ ...data, isASMEmployeeEnabled: false })).toBe(false);
    expect(breaksInSmartManager({ ...data, smartManagerBaseUrl: '' })).toBe(false);
  });
});
