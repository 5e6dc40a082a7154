import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  memberKey,
  membersQuerySchema,
  ProgramNameMessages,
  type TieredPriceList,
  tieredPriceListSaveSchema,
  type TieredPriceListMemberPrice,
} from '../../src/domain/loyaltyTierPricing';
import { requireRoute } from '../auth/routeAccess';
import type { Queryable } from '../db/db';
import { type ChangeAuthor, recordChanges } from '../db/queries/changeHistory';
import {
  foreignMembers,
  insertTieredPriceList,
  loyaltyCampaignNames,
  memberPage,
  memberPricesNow,
  setMemberPrices,
  tieredPriceListOf,
  touchTieredPriceList,
} from '../db/queries/tieredPriceLists';
import { pagedAnswer } from '../http/answers';
import { readBody, readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { changeAuthor } from './changeHistory';

/**
 * TieredPriceList (2-menu-and-reports.md §7): the loyalty tier price list of the session's merchant
 * (/menu/loyaltytierpricing and its rule: feature id, `loyaltyTierPricing` flag, the point-of-sale
 * product mode). One list a merchant; its program name must be a campaign of the loyalty provider
 * (loyalty_campaigns, demo data). Writes run in one transaction: nothing is saved partly.
 */
export const tieredPriceList = new Hono<AppEnv>();

const loyaltyRoute = requireRoute('/menu/loyaltytierpricing');

async function listOf(db: Queryable, merchantId: number): Promise<TieredPriceList> {
  const [list, campaigns] = await Promise.all([
    tieredPriceListOf(db, merchantId),
    loyaltyCampaignNames(db, merchantId),
  ]);
  return {
    ...(list ?? { TieredPriceListId: 0, Name: '', ConcurrencyChecksum: 0, PricedMemberCount: 0 }),
    Campaigns: campaigns,
  };
}

/** The merchant's list (TieredPriceListId 0 before its first save) and the provider's campaigns. */
tieredPriceList.get('/TieredPriceList/GetTieredPriceList', loyaltyRoute, async (c) =>
  c.json(ok(await listOf(c.var.deps.db, c.var.access.merchantId))),
);

/** A page of the merchant's members with their price-list prices, by type and item name. */
tieredPriceList.get('/TieredPriceList/GetMembers', loyaltyRoute, async (c) => {
  const q = await readQuery(c, membersQuerySchema);
  const { db } = c.var.deps;
  const { merchantId } = c.var.access;
  if (q.tieredPriceListId !== 0) {
    const list = await tieredPriceListOf(db, merchantId);
    if (list?.TieredPriceListId !== q.tieredPriceListId) throw Errors.notFound('LoyaltyTierPricing.NotFound');
  }
  const page = await memberPage(
    db,
    merchantId,
    { typeFilter: q.typeFilter, itemName: q.itemNameFilter },
    {
      PageRowCount: q.pageSize,
      RequestedPageNum: q.pageNumber,
      SortColumn: q.sortColumn,
      SortDirection: q.sortDirection,
    },
  );
  return c.json(pagedAnswer(page));
});

/** The rules a save checks against the database: the name is a campaign, the members are the merchant's. */
async function checkAgainstMerchant(
  tx: Queryable,
  merchantId: number,
  name: string,
  members: readonly TieredPriceListMemberPrice[],
) {
  const campaigns = await loyaltyCampaignNames(tx, merchantId);
  if (!campaigns.includes(name)) throw new ApiError(400, ProgramNameMessages.notACampaign, { Field: 'Name' });
  const foreign = await foreignMembers(tx, merchantId, members);
  if (foreign.length > 0)
    throw new ApiError(400, 'LoyaltyTierPricing.MemberUnknown', { Field: 'Members', Members: foreign });
}

/**
 * Sets the members' prices and records, per member whose price changed, the change in the history
 * (create: a first price; update; delete: the price removed). In the save's transaction.
 */
async function setPricesRecorded(
  tx: Queryable,
  author: ChangeAuthor,
  listId: number,
  members: readonly TieredPriceListMemberPrice[],
) {
  const before = await memberPricesNow(tx, author.merchantId, members);
  await setMemberPrices(tx, listId, members);
  await recordChanges(
    tx,
    members.flatMap((m) => {
      const key = memberKey(m);
      const was = before.get(key);
      const price = m.PriceListPrice;
      const old = was?.price ?? null;
      if (!was || old === price) return [];
      const action = old === null ? 'create' : price === null ? 'delete' : 'update';
      return [
        {
          ...author,
          kind: 'priceListPrice' as const,
          entityId: key,
          label: was.name,
          action,
          before: old === null ? null : { Price: old },
          after: price === null ? null : { Price: price },
        },
      ];
    }),
  );
}

async function readSave(c: Context<AppEnv>) {
  const body = await readBody(c, tieredPriceListSaveSchema);
  return { ...body, Members: body.Members as TieredPriceListMemberPrice[] };
}

/** Creates the merchant's list (its first save): TieredPriceListId 0; a list made meanwhile is a 409. */
tieredPriceList.post('/TieredPriceList/AddTieredPriceList', loyaltyRoute, async (c) => {
  const body = await readSave(c);
  if (body.TieredPriceListId !== 0)
    throw new ApiError(400, 'LoyaltyTierPricing.AddTakesNoId', { Field: 'TieredPriceListId' });
  const { db } = c.var.deps;
  const { merchantId } = c.var.access;
  await db.transaction(async (tx) => {
    await checkAgainstMerchant(tx, merchantId, body.Name, body.Members);
    const listId = await insertTieredPriceList(tx, merchantId, body.Name);
    if (listId === 0) throw Errors.conflict('LoyaltyTierPricing.StaleChecksum');
    await setPricesRecorded(tx, changeAuthor(c), listId, body.Members);
  });
  return c.json(ok(await listOf(db, merchantId)));
});

/**
 * Renames the list and sets the members' prices, if nobody saved it since the checksum given (§7's
 * body has none: then it applies as the last write).
 */
tieredPriceList.put('/TieredPriceList/UpdateTieredPriceList', loyaltyRoute, async (c) => {
  const body = await readSave(c);
  const checksum = body.ConcurrencyChecksum;
  const { db } = c.var.deps;
  const { merchantId } = c.var.access;
  const current = await tieredPriceListOf(db, merchantId);
  if (!current || current.TieredPriceListId !== body.TieredPriceListId)
    throw Errors.notFound('LoyaltyTierPricing.NotFound');
  await db.transaction(async (tx) => {
    await checkAgainstMerchant(tx, merchantId, body.Name, body.Members);
    const fresh = await touchTieredPriceList(tx, merchantId, body.TieredPriceListId, checksum, body.Name);
    if (!fresh) throw Errors.conflict('LoyaltyTierPricing.StaleChecksum');
    await setPricesRecorded(tx, changeAuthor(c), body.TieredPriceListId, body.Members);
  });
  return c.json(ok(await listOf(db, merchantId)));
});
