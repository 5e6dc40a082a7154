import { describe, expect, it } from 'vitest';
import { fallbackFeatureFlags, featureFlagNames, normaliseFeatureFlags } from './featureFlags';

describe('2-menu-and-reports §4 feature flags', () => {
  it('are all false when the flag service fails, except the sidebar flag', () => {
    const flags = fallbackFeatureFlags();
    for (const name of featureFlagNames) expect(flags[name]).toBe(name === 'loadSidebar');
  });

  it('take stored booleans and ignore anything else', () => {
    const flags = normaliseFeatureFlags({ notification: true, delivery: 'yes', unknown: true });
    expect(flags.notification).toBe(true);
    expect(flags.delivery).toBe(false);
    expect('unknown' in flags).toBe(false);
  });

  it('2-menu §2: getSalesTicket (the search-by column choice) is a flag, off when the service fails', () => {
    expect(featureFlagNames).toContain('getSalesTicket');
    expect(fallbackFeatureFlags().getSalesTicket).toBe(false);
    expect(normaliseFeatureFlags({ getSalesTicket: true }).getSalesTicket).toBe(true);
  });
});
