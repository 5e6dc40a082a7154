import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import type { TieredPriceList, TieredPriceListMember } from '../../src/domain/loyaltyTierPricing';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
let owner: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  await s.db.exec(`
    create table snap_lists as select * from tiered_price_lists;
    create table snap_members as select * from tiered_price_list_members;`);
  owner = await s.signedIn('owner');
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.exec(`
    delete from tiered_price_list_members;
    delete from tiered_price_lists;
    insert into tiered_price_lists select * from snap_lists;
    insert into tiered_price_list_members select * from snap_members;`);
});

const put = (agent: Agent, body: unknown, headers?: Record<string, string>) =>
  agent.request('PUT', 'TieredPriceList/UpdateTieredPriceList', { body, headers });

async function listOf(agent: Agent): Promise<TieredPriceList> {
  const res = await agent.get('TieredPriceList/GetTieredPriceList');
  expect(res.status).toBe(200);
  return ((await res.json()) as ApiResult<TieredPriceList>).Entity as TieredPriceList;
}

async function members(agent: Agent, query = ''): Promise<PagedResult<TieredPriceListMember>> {
  const res = await agent.get(`TieredPriceList/GetMembers?pageSize=100${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** Every member, page by page (at most 100 a page; the demo menu has some 300). */
async function allMembers(agent: Agent, query = ''): Promise<PagedResult<TieredPriceListMember>> {
  const first = await members(agent, `&pageNumber=1${query}`);
  const rows = [...(first.ResultSet ?? [])];
  for (let page = 2; page <= Math.ceil(first.TotalRowCount / 100); page++)
    rows.push(...((await members(agent, `&pageNumber=${page}${query}`)).ResultSet ?? []));
  return { ...first, ResultSet: rows };
}

const byName = (rows: TieredPriceListMember[], name: string) => {
  const row = rows.find((r) => r.Name === name);
  if (!row) throw new Error(`no member ${name}`);
  return row;
};

describe('TieredPriceList/GetTieredPriceList and GetMembers (2-menu §2, §3, §7)', () => {
  it("answers Harbor Bistro's program and the loyalty provider's campaigns", async () => {
    const list = await listOf(owner);
    expect(list).toMatchObject({ Name: 'Harbor Rewards Gold', PricedMemberCount: 7 });
    expect(list.TieredPriceListId).toBeGreaterThan(0);
    expect(list.Campaigns).toEqual(['Crew Club', 'Harbor Rewards Gold', 'Harbor Rewards Silver']);
  });

  it('lists items, modifiers and their variations with their price-list prices, by name', async () => {
    const page = await allMembers(owner);
    const rows = page.ResultSet ?? [];
    expect(page.TotalRowCount).toBe(rows.length);
    expect(byName(rows, 'Clam Chowder')).toMatchObject({
      MemberType: 0,
      Price: 8.5,
      PriceListPrice: 7.5,
      Category: 'STARTERS',
    });
    expect(byName(rows, 'Lemonade – Large')).toMatchObject({
      MemberType: 1,
      Price: 5.5,
      PriceListPrice: 4.75,
    });
    expect(byName(rows, 'Extra Fries – Large')).toMatchObject({
      MemberType: 3,
      PriceListPrice: 5,
      Category: 'Sides',
    });
    expect(byName(rows, 'Add Bacon')).toMatchObject({ MemberType: 2, PriceListPrice: 2 });
    expect(byName(rows, 'Garlic Bread').PriceListPrice).toBeNull();
    const names = rows.map((r) => r.Name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('filters by type and by item name (a variation by its item)', async () => {
    const items = (await members(owner, '&typeFilter=item')).ResultSet ?? [];
    expect(items.every((r) => r.MemberType === 0 || r.MemberType === 1)).toBe(true);
    const modifiers = (await members(owner, '&typeFilter=modifier')).ResultSet ?? [];
    expect(modifiers.every((r) => r.MemberType === 2 || r.MemberType === 3)).toBe(true);
    expect(modifiers.length).toBeGreaterThan(0);
    const lemonade = (await members(owner, '&itemNameFilter=LEMONADE')).ResultSet ?? [];
    expect(lemonade.map((r) => r.Name)).toEqual([
      'Lemonade',
      'Lemonade – Large',
      'Lemonade – Small',
      'Strawberry Lemonade',
    ]);
  });

  it('pages with the id as tie-breaker: no member on two pages', async () => {
    const all = await members(owner, '&sortColumn=category');
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(all.TotalRowCount / 7); page++) {
      const res = await owner.get(
        `TieredPriceList/GetMembers?pageSize=7&pageNumber=${page}&sortColumn=category`,
      );
      for (const r of ((await res.json()) as PagedResult<TieredPriceListMember>).ResultSet ?? []) {
        expect(seen.has(r.id), r.id).toBe(false);
        seen.add(r.id);
      }
    }
    expect(seen.size).toBe(all.TotalRowCount);
  });

  it('refuses bad queries with 400 in the contract shape', async () => {
    for (const [query, key] of [
      ['typeFilter=drinks', 'LoyaltyTierPricing.TypeFilterInvalid'],
      ['sortColumn=item_name', 'Validation.SortColumn'],
      ['pageSize=0', 'Validation.Number'],
      ['pageNumber=x', 'Validation.Type'],
    ]) {
      const res = await owner.get(`TieredPriceList/GetMembers?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
  });

  it("another merchant's list id is not found", async () => {
    const res = await owner.get('TieredPriceList/GetMembers?tieredPriceListId=999');
    expect(res.status).toBe(404);
  });

  it('the bank café (another merchant) sees its own menu and no list of Harbor', async () => {
    const bank = await s.signedIn('bankowner');
    const list = await listOf(bank);
    expect(list).toMatchObject({ TieredPriceListId: 0, Name: '', Campaigns: ['Maple Perks'] });
    const text = JSON.stringify(await members(bank));
    expect(text).toContain('Latte');
    expect(text).not.toContain('Clam Chowder');
  });

  it('Corner Market (product mode 2) is not of the store type: 403', async () => {
    const market = await s.signedIn('marketowner');
    const res = await market.get('TieredPriceList/GetTieredPriceList');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ MessageKey: 'Access.NotAvailable' });
  });
});

describe('TieredPriceList/UpdateTieredPriceList (PUT) and AddTieredPriceList (POST)', () => {
  async function body(over: Record<string, unknown> = {}) {
    const list = await listOf(owner);
    const chowder = byName((await allMembers(owner)).ResultSet ?? [], 'Clam Chowder');
    return {
      Name: list.Name,
      TieredPriceListId: list.TieredPriceListId,
      ConcurrencyChecksum: list.ConcurrencyChecksum,
      Members: [
        { MemberType: 0, ItemMasterId: chowder.ItemMasterId, ItemVariationId: null, PriceListPrice: 6.25 },
      ],
      ...over,
    };
  }

  it('saves the name and the prices, moves the checksum on, and a null price removes one', async () => {
    const before = await listOf(owner);
    const rows = (await allMembers(owner)).ResultSet ?? [];
    const lemonade = byName(rows, 'Lemonade – Large');
    const res = await put(owner, {
      ...(await body({ Name: 'Crew Club' })),
      Members: [
        {
          MemberType: 0,
          ItemMasterId: byName(rows, 'Garlic Bread').ItemMasterId,
          ItemVariationId: null,
          PriceListPrice: 5,
        },
        {
          MemberType: 1,
          ItemMasterId: lemonade.ItemMasterId,
          ItemVariationId: lemonade.ItemVariationId,
          PriceListPrice: null,
        },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()).Entity as TieredPriceList;
    expect(after).toMatchObject({ Name: 'Crew Club', PricedMemberCount: 7 });
    expect(after.ConcurrencyChecksum).toBe(before.ConcurrencyChecksum + 1);
    const now = (await allMembers(owner)).ResultSet ?? [];
    expect(byName(now, 'Garlic Bread').PriceListPrice).toBe(5);
    expect(byName(now, 'Lemonade – Large').PriceListPrice).toBeNull();
    expect(byName(now, 'Clam Chowder').PriceListPrice).toBe(7.5);
  });

  it('a stale checksum is a 409 and changes nothing', async () => {
    const stale = await body();
    expect((await put(owner, stale)).status).toBe(200);
    const res = await put(owner, { ...stale, Members: [{ ...stale.Members[0], PriceListPrice: 1 }] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'LoyaltyTierPricing.StaleChecksum',
    });
    expect(byName((await allMembers(owner)).ResultSet ?? [], 'Clam Chowder').PriceListPrice).toBe(6.25);
  });

  it('§7’s body without a ConcurrencyChecksum applies as the last write', async () => {
    const { ConcurrencyChecksum: checksum, ...spec } = await body();
    const res = await put(owner, { ...spec, Members: [{ ...spec.Members[0], PriceListPrice: 6.5 }] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()).Entity as TieredPriceList).ConcurrencyChecksum).toBe(checksum + 1);
    expect(byName((await allMembers(owner)).ResultSet ?? [], 'Clam Chowder').PriceListPrice).toBe(6.5);
  });

  it("refuses bad input with 400, the rule's key and field, never 500, and saves nothing", async () => {
    const good = await body();
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: '' }, 'LoyaltyTierPricing.ProgramNameFieldRequiredError'],
      [{ Name: ' Crew Club' }, 'LoyaltyTierPricing.ProgramNameFieldDoesNotFollowPattern'],
      [{ Name: 'Crew-Club' }, 'LoyaltyTierPricing.ProgramNameFieldDoesNotFollowPattern'],
      [{ Name: 'A'.repeat(31) }, 'LoyaltyTierPricing.ProgramNameFieldTooLong'],
      [{ Name: 'Platinum Club' }, 'LoyaltyTierPricing.ProgramNameNotACampaign'],
      [{ Name: 42 }, 'Validation.Type'],
      [{ Members: 'all' }, 'Validation.Type'],
      [
        { Members: [{ ...good.Members[0], PriceListPrice: 1_000_000 }] },
        'LoyaltyTierPricing.PriceOutOfRange',
      ],
      [
        { Members: [{ ...good.Members[0], PriceListPrice: 1.234 }] },
        'LoyaltyTierPricing.PriceDoesNotFollowPattern',
      ],
      [{ Members: [{ ...good.Members[0], PriceListPrice: '3' }] }, 'Validation.Type'],
      [{ Members: [{ ...good.Members[0], MemberType: 7 }] }, 'LoyaltyTierPricing.MemberTypeInvalid'],
      [{ Members: [good.Members[0], good.Members[0]] }, 'LoyaltyTierPricing.MemberTwice'],
      // a member of another merchant (the bank café's items have other ids) or none at all
      [{ Members: [{ ...good.Members[0], ItemMasterId: 2_000_000 }] }, 'LoyaltyTierPricing.MemberUnknown'],
    ];
    for (const [over, key] of cases) {
      const res = await put(owner, { ...good, ...over });
      expect(res.status, key).toBe(400);
      expect(await res.json(), key).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    // a good name with one unknown member: nothing of the body is saved
    const [bankItem] = await s.db.query<{ item_master_id: number }>(
      'select item_master_id from items where merchant_id = 1002 limit 1',
    );
    const mixed = await put(owner, {
      ...good,
      Name: 'Crew Club',
      Members: [
        good.Members[0],
        { MemberType: 0, ItemMasterId: bankItem.item_master_id, ItemVariationId: null, PriceListPrice: 1 },
      ],
    });
    expect(mixed.status).toBe(400);
    const list = await listOf(owner);
    expect(list.Name).toBe('Harbor Rewards Gold');
    expect(list.ConcurrencyChecksum).toBe(good.ConcurrencyChecksum);
    expect(byName((await allMembers(owner)).ResultSet ?? [], 'Clam Chowder').PriceListPrice).toBe(7.5);
  });

  it('malformed JSON is a 400', async () => {
    const res = await owner.request('PUT', 'TieredPriceList/UpdateTieredPriceList', {
      raw: '{"Name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('PUT without the csrf header is refused', async () => {
    const res = await put(owner, await body(), { requestverificationtoken: '' });
    expect(res.status).toBe(403);
  });

  it('Add creates the first list of a merchant; a second Add is a 409', async () => {
    const bank = await s.signedIn('bankowner');
    const latte = byName((await members(bank)).ResultSet ?? [], 'Latte');
    const add = {
      Name: 'Maple Perks',
      TieredPriceListId: 0,
      Members: [
        { MemberType: 0, ItemMasterId: latte.ItemMasterId, ItemVariationId: null, PriceListPrice: 4 },
      ],
    };
    const res = await bank.post('TieredPriceList/AddTieredPriceList', add);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).Entity).toMatchObject({
      Name: 'Maple Perks',
      PricedMemberCount: 1,
      ConcurrencyChecksum: 1,
    });
    expect(byName((await members(bank)).ResultSet ?? [], 'Latte').PriceListPrice).toBe(4);
    expect((await bank.post('TieredPriceList/AddTieredPriceList', add)).status).toBe(409);
    expect(
      (await bank.post('TieredPriceList/AddTieredPriceList', { ...add, TieredPriceListId: 3 })).status,
    ).toBe(400);
    // Harbor's items are not the bank's members
    const chowder = byName((await allMembers(owner)).ResultSet ?? [], 'Clam Chowder');
    await s.db.exec('delete from tiered_price_lists where merchant_id = 1002');
    const foreign = await bank.post('TieredPriceList/AddTieredPriceList', {
      ...add,
      Members: [{ ...add.Members[0], ItemMasterId: chowder.ItemMasterId }],
    });
    expect(foreign.status).toBe(400);
    expect((await listOf(bank)).TieredPriceListId).toBe(0);
  });

  it("the bank's owner cannot update Harbor's list", async () => {
    const bank = await s.signedIn('bankowner');
    const res = await put(bank, { ...(await body()), Name: 'Maple Perks' });
    expect(res.status).toBe(404);
    expect((await listOf(owner)).Name).toBe('Harbor Rewards Gold');
  });
});
