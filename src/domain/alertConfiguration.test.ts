import { describe, expect, it } from 'vitest';
import {
  AlertDefinition,
  alertConfigurationSchema,
  defaultAlertEntries,
  entriesForSave,
  summaryOfStores,
  thresholdError,
  thresholdOfText,
} from './alertConfiguration';

const withSales = (SubscriptionStatus: unknown, PercentThreshold: unknown) => ({
  AlertConfigurations: defaultAlertEntries().map((e) =>
    e.AlertDefinitionId === AlertDefinition.Sales ? { ...e, SubscriptionStatus, PercentThreshold } : e,
  ),
  ConcurrencyChecksum: 0,
});

async function errorOf(body: unknown): Promise<string | null> {
  try {
    await alertConfigurationSchema.validate(body);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('3-settings §5: alert thresholds are integers 1 to 25 (AlertManagement.PercentageError)', () => {
  it('accepts 1 and 25', () => {
    expect(thresholdError(true, 1)).toBeNull();
    expect(thresholdError(true, 25)).toBeNull();
  });
  it('refuses 0, 26, 7.5, "x" and 100', () => {
    for (const bad of [0, 26, 7.5, 'x', 100, -3])
      expect(thresholdError(true, bad), String(bad)).toBe('AlertManagement.PercentageError');
  });
});

describe('3-settings §5: a threshold is required while its alert is on (AlertManagement.EmptyError)', () => {
  it('empty while on is EmptyError; anything while off is not judged', () => {
    expect(thresholdError(true, null)).toBe('AlertManagement.EmptyError');
    expect(thresholdError(true, '')).toBe('AlertManagement.EmptyError');
    expect(thresholdError(false, null)).toBeNull();
    expect(thresholdError(false, 99)).toBeNull();
  });
  it('the schema judges the sales alert’s threshold only while its switch is on', async () => {
    expect(await errorOf(withSales(1, 10))).toBeNull();
    expect(await errorOf(withSales(1, null))).toBe('AlertManagement.EmptyError');
    expect(await errorOf(withSales(1, 26))).toBe('AlertManagement.PercentageError');
    expect(await errorOf(withSales(1, 'x'))).toBe('AlertManagement.PercentageError');
    expect(await errorOf(withSales(0, 26))).toBeNull();
  });
});

describe('3-settings §5: the form’s text becomes the threshold (at most two digits)', () => {
  it('digits become a number, empty null, anything else stays as typed', () => {
    expect(thresholdOfText('12')).toBe(12);
    expect(thresholdOfText(' ')).toBeNull();
    expect(thresholdOfText('7.5')).toBe('7.5');
    expect(thresholdOfText('250')).toBe('250');
    expect(thresholdError(true, thresholdOfText('250'))).toBe('AlertManagement.PercentageError');
  });
});

describe('3-settings §3, §7: five entries, definition ids 1 to 5, status 0 or 1', () => {
  it('refuses an unknown id, a missing or doubled alert and a status of 2', async () => {
    const body = withSales(1, 10);
    const unknown = {
      ...body,
      AlertConfigurations: [
        ...body.AlertConfigurations.slice(0, 4),
        { AlertDefinitionId: 9, SubscriptionStatus: 0, PercentThreshold: null },
      ],
    };
    expect(await errorOf(unknown)).toBe('AlertManagement.UnknownAlert');
    expect(await errorOf({ ...body, AlertConfigurations: body.AlertConfigurations.slice(0, 4) })).toBe(
      'AlertManagement.EntriesInvalid',
    );
    const doubled = [...body.AlertConfigurations.slice(0, 4), body.AlertConfigurations[0]];
    expect(await errorOf({ ...body, AlertConfigurations: doubled })).toBe('AlertManagement.EntriesInvalid');
    expect(await errorOf(withSales(2, 10))).toBe('AlertManagement.StatusInvalid');
  });
});

describe('3-settings §2, §4: alert 5 is always subscribed; a threshold is kept only while on', () => {
  it('keeps alert 5 on and drops the threshold of an alert that is off or has none', () => {
    const saved = entriesForSave([
      { AlertDefinitionId: 1, SubscriptionStatus: 0, PercentThreshold: 12 },
      { AlertDefinitionId: 2, SubscriptionStatus: 1, PercentThreshold: 5 },
      { AlertDefinitionId: 3, SubscriptionStatus: 1, PercentThreshold: 20 },
      { AlertDefinitionId: 4, SubscriptionStatus: 1, PercentThreshold: 9 },
      { AlertDefinitionId: 5, SubscriptionStatus: 0, PercentThreshold: null },
    ]);
    expect(saved.map((e) => [e.SubscriptionStatus, e.PercentThreshold])).toEqual([
      [0, null],
      [1, 5],
      [1, 20],
      [1, null],
      [1, null],
    ]);
  });
  it('a company view’s summary: on where on in every store, the threshold they share', () => {
    const a = entriesForSave([{ AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 10 }]);
    const b = entriesForSave([{ AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 15 }]);
    expect(summaryOfStores([a, a])[0]).toEqual({
      AlertDefinitionId: 1,
      SubscriptionStatus: 1,
      PercentThreshold: 10,
    });
    expect(summaryOfStores([a, b])[0].PercentThreshold).toBeNull();
    expect(summaryOfStores([a, defaultAlertEntries()])[0].SubscriptionStatus).toBe(0);
  });
});
