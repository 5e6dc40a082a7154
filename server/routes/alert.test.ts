import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertConfigurationAnswer,
  type AlertEntry,
  defaultAlertEntries,
} from '../../src/domain/alertConfiguration';
import type { ApiResult } from '../../src/domain/contract';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let downtown: Agent;
let midtown: Agent;
let company: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, { tickets: false });
  downtown = await sessionOf(s, { as: 'owner', store: 2001 });
  midtown = await sessionOf(s, { as: 'owner', store: 2005 });
  company = await sessionOf(s, { as: 'owner' });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

interface AlertConfiguration extends Omit<AlertConfigurationAnswer, 'Entity' | 'IsSuccessful'> {
  AlertConfigurations: AlertEntry[];
}

/** The answer's entries (its Entity, §3's list) with the product's additions beside them. */
async function read(agent: Agent): Promise<AlertConfiguration> {
  const res = await agent.get('Alert/GetAlertConfiguration');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  const { Entity, IsSuccessful, ...additions } = (await res.json()) as AlertConfigurationAnswer;
  expect(IsSuccessful).toBe(true);
  return { ...additions, AlertConfigurations: Entity as AlertEntry[] };
}

async function update(agent: Agent, body: unknown) {
  const res = await agent.post('Alert/UpdateAlertConfiguration', body);
  return { status: res.status, body: (await res.json()) as ApiResult & { Field?: string } };
}

/** The five entries with the sales alert's status and threshold. */
const withSales = (SubscriptionStatus: unknown, PercentThreshold: unknown): unknown[] =>
  defaultAlertEntries().map((e) =>
    e.AlertDefinitionId === 1 ? { ...e, SubscriptionStatus, PercentThreshold } : e,
  );

const entry = (c: AlertConfiguration, id: number) =>
  c.AlertConfigurations.find((e) => e.AlertDefinitionId === id) as AlertEntry;

describe('Alert/GetAlertConfiguration (3-settings §3, §7)', () => {
  it('answers the session store’s five entries, its checksum and that it may be saved', async () => {
    const c = await read(downtown);
    expect(c).toMatchObject({ StoreId: 2001, MayEdit: true, ConcurrencyChecksum: 1 });
    expect(c.AlertConfigurations.map((e) => e.AlertDefinitionId)).toEqual([1, 2, 3, 4, 5]);
    expect(entry(c, 1)).toEqual({ AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 10 });
    expect(entry(c, 5).SubscriptionStatus).toBe(1);
  });

  it('a store that never saved reads every alert off but the always-subscribed one (checksum 0)', async () => {
    const c = await read(await sessionOf(s, { as: 'owner', store: 2002 }));
    expect(entry(c, 2)).toEqual({ AlertDefinitionId: 2, SubscriptionStatus: 1, PercentThreshold: 5 });
    const bankConfig = await read(bank);
    expect(bankConfig).toMatchObject({ StoreId: 2101, ConcurrencyChecksum: 0 });
    expect(bankConfig.AlertConfigurations).toEqual(defaultAlertEntries());
  });

  it('a company view of several sites reads a summary and may not save', async () => {
    const c = await read(company);
    expect(c).toMatchObject({ StoreId: null, MayEdit: false });
    // the sales alert is on at Downtown only: off in the summary
    expect(entry(c, 1).SubscriptionStatus).toBe(0);
  });
});

describe('Alert/UpdateAlertConfiguration (3-settings §4, §5, §7)', () => {
  it('saves the five entries of the store and moves the checksum on', async () => {
    const before = await read(midtown);
    const body = {
      AlertConfigurations: [
        { AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 25 },
        { AlertDefinitionId: 2, SubscriptionStatus: 0, PercentThreshold: 99 },
        { AlertDefinitionId: 3, SubscriptionStatus: 1, PercentThreshold: 1 },
        { AlertDefinitionId: 4, SubscriptionStatus: 1, PercentThreshold: null },
        { AlertDefinitionId: 5, SubscriptionStatus: 0, PercentThreshold: null },
      ],
      ConcurrencyChecksum: before.ConcurrencyChecksum,
    };
    const res = await update(midtown, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.IsSuccessful).toBe(true);
    const after = await read(midtown);
    expect(after.ConcurrencyChecksum).toBe(before.ConcurrencyChecksum + 1);
    expect(after.AlertConfigurations).toEqual([
      { AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 25 },
      // off: its threshold is not kept
      { AlertDefinitionId: 2, SubscriptionStatus: 0, PercentThreshold: null },
      { AlertDefinitionId: 3, SubscriptionStatus: 1, PercentThreshold: 1 },
      { AlertDefinitionId: 4, SubscriptionStatus: 1, PercentThreshold: null },
      // always subscribed
      { AlertDefinitionId: 5, SubscriptionStatus: 1, PercentThreshold: null },
    ]);
    // Downtown's are its own
    expect(entry(await read(downtown), 1).PercentThreshold).toBe(10);
  });

  it('a stale checksum is a 409 and changes nothing', async () => {
    const before = await read(midtown);
    const res = await update(midtown, {
      AlertConfigurations: withSales(1, 12),
      ConcurrencyChecksum: before.ConcurrencyChecksum - 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.MessageKey).toBe('AlertManagement.StaleChecksum');
    expect(await read(midtown)).toEqual(before);
  });

  it('refuses bad thresholds, unknown alerts and bad shapes with the rule’s key, changing nothing', async () => {
    const before = await read(midtown);
    const checksum = before.ConcurrencyChecksum;
    const cases: [unknown, string][] = [
      [
        { AlertConfigurations: withSales(1, 0), ConcurrencyChecksum: checksum },
        'AlertManagement.PercentageError',
      ],
      [
        { AlertConfigurations: withSales(1, 26), ConcurrencyChecksum: checksum },
        'AlertManagement.PercentageError',
      ],
      [
        { AlertConfigurations: withSales(1, 7.5), ConcurrencyChecksum: checksum },
        'AlertManagement.PercentageError',
      ],
      [
        { AlertConfigurations: withSales(1, 'x'), ConcurrencyChecksum: checksum },
        'AlertManagement.PercentageError',
      ],
      [
        { AlertConfigurations: withSales(1, null), ConcurrencyChecksum: checksum },
        'AlertManagement.EmptyError',
      ],
      [
        { AlertConfigurations: withSales(3, 10), ConcurrencyChecksum: checksum },
        'AlertManagement.StatusInvalid',
      ],
      [
        {
          AlertConfigurations: [
            ...withSales(0, null).slice(0, 4),
            { AlertDefinitionId: 9, SubscriptionStatus: 1, PercentThreshold: null },
          ],
          ConcurrencyChecksum: checksum,
        },
        'AlertManagement.UnknownAlert',
      ],
      [
        { AlertConfigurations: withSales(0, null).slice(0, 4), ConcurrencyChecksum: checksum },
        'AlertManagement.EntriesInvalid',
      ],
      [{ ConcurrencyChecksum: checksum }, 'AlertManagement.EntriesInvalid'],
      [{ AlertConfigurations: 'all', ConcurrencyChecksum: checksum }, 'Validation.Type'],
      [withSales(1, 0), 'AlertManagement.PercentageError'],
      [withSales(0, null).slice(0, 4), 'AlertManagement.EntriesInvalid'],
      [42, 'Validation.Type'],
    ];
    for (const [body, key] of cases) {
      const res = await update(midtown, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.MessageKey, JSON.stringify(body)).toBe(key);
    }
    expect(await read(midtown)).toEqual(before);
  });

  it('§7’s bare list of five entries saves as the last write (no checksum to compare)', async () => {
    const before = await read(midtown);
    const res = await update(midtown, withSales(1, 15));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await read(midtown);
    expect(entry(after, 1)).toEqual({ AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 15 });
    expect(after.ConcurrencyChecksum).toBe(before.ConcurrencyChecksum + 1);
  });

  it('is refused in a company view of several sites (403) and without the csrf header', async () => {
    const res = await update(company, { AlertConfigurations: withSales(0, null), ConcurrencyChecksum: 0 });
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('AlertManagement.CompanyView');
    const csrf = await midtown.post(
      'Alert/UpdateAlertConfiguration',
      { AlertConfigurations: withSales(0, null), ConcurrencyChecksum: 0 },
      { requestverificationtoken: '' },
    );
    expect(csrf.status).toBe(403);
  });

  it('another merchant saves its own store’s alerts, never Harbor’s', async () => {
    const before = await read(downtown);
    const res = await update(bank, { AlertConfigurations: withSales(1, 20), ConcurrencyChecksum: 0 });
    expect(res.status).toBe(200);
    expect(entry(await read(bank), 1).PercentThreshold).toBe(20);
    expect(await read(downtown)).toEqual(before);
  });
});
