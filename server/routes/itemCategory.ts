import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  type CategoryListAnswer,
  type CategoryTag,
  type CategoryWithItems,
  type CategoryWrite,
  categoryListSchema,
  categoryNameForSave,
  categoryWriteSchema,
  type ItemCategoryRow,
  tagsForCategorySchema,
} from '../../src/domain/menuItem';
import { isStale } from '../../src/domain/validation';
import { requireRoute } from '../auth/routeAccess';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/db';
import {
  type CategorySqlRow,
  categoryById,
  categoryItems,
  categoryNameTaken,
  categoryPage,
  categorySnapshot,
  departmentOfMerchant,
  insertCategory,
  merchantTagIds,
  setCategoryTags,
  tagsForCategory,
  updateCategory,
} from '../db/queries/itemCategories';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { recordEntityChange } from './changeHistory';
import { mayEditMenuOf, requireMenuEditor } from './menuEditing';

/**
 * Item categories (2-menu-and-reports.md §2 "Categories", "Category modal", §3, §5, §7; docs/api.md
 * "Categories and items"): the category lists, add and edit with their tags, and the tags of a
 * category. Everything is the session's merchant's: another merchant's category is not found. Names
 * are stored in upper case, unique per merchant whatever their case, and answered HTML-decoded (by
 * the queries).
 */
export const itemCategory = new Hono<AppEnv>();

const categoriesRoute = requireRoute('/menu/categoriesoritems/categories');

function categoryRowOf(r: CategorySqlRow): ItemCategoryRow {
  return {
    ItemCategoryId: r.item_category_id,
    CategoryName: r.category_name,
    DisplayColor: r.display_color,
    DepartmentId: r.department_id,
    DepartmentName: r.department_name,
    MerchantId: r.merchant_id,
    SortOrder: r.sort_order,
    ParentItemCategoryId: r.parent_item_category_id,
    ItemCount: r.item_count,
    ConcurrencyChecksum: r.concurrency_checksum,
  };
}

/** The requested page of the merchant's categories (categoryListSchema: search, page size and number). */
async function categoryList(c: Context<AppEnv>) {
  const body = await readBody(c, categoryListSchema);
  return categoryPage(c.var.deps.db, c.var.access.merchantId, body.SearchArg, body);
}

// ---- reads ----------------------------------------------------------------------------------------

itemCategory.post('/Item/GetItemCategories', categoriesRoute, async (c) => {
  const { rows, total } = await categoryList(c);
  const answer: CategoryListAnswer = {
    IsSuccessful: true,
    Categories: rows.map(categoryRowOf),
    TotalRowCount: total,
    MayEdit: await mayEditMenuOf(c),
  };
  return c.json(answer);
});

itemCategory.post('/Item/GetCategoriesAndItems', categoriesRoute, async (c) => {
  const { rows, total } = await categoryList(c);
  // the items of the page's categories only, grouped once by category
  const items = await categoryItems(
    c.var.deps.db,
    c.var.access.merchantId,
    rows.map((r) => r.item_category_id),
  );
  const byCategory = new Map<number, CategoryWithItems['Items']>();
  for (const i of items) {
    const list = byCategory.get(i.item_category_id) ?? [];
    if (list.length === 0) byCategory.set(i.item_category_id, list);
    list.push({ ItemMasterId: i.item_master_id, ItemName: i.item_name, RetailPrice: i.retail_price });
  }
  const Categories: CategoryWithItems[] = rows.map((r) => ({
    ...categoryRowOf(r),
    Items: byCategory.get(r.item_category_id) ?? [],
  }));
  return c.json({ IsSuccessful: true, Categories, TotalRowCount: total });
});

itemCategory.post('/Tag/GetTagsForCategory', categoriesRoute, async (c) => {
  const { ItemCategoryId } = await readBody(c, tagsForCategorySchema);
  const { merchantId } = c.var.access;
  const { db } = c.var.deps;
  if (ItemCategoryId > 0 && !(await categoryById(db, merchantId, ItemCategoryId)))
    throw Errors.notFound('Category.NotFound');
  const tags: CategoryTag[] = (await tagsForCategory(db, merchantId, ItemCategoryId)).map((t) => ({
    TagId: t.tag_id,
    Name: t.name,
    IsAssigned: t.is_assigned,
  }));
  return c.json({ IsSuccessful: true, ResultSet: tags, TotalRowCount: tags.length });
});

// ---- writes ---------------------------------------------------------------------------------------

/**
 * A write whose name the merchant has already (whatever its case): refused before the write, and a
 * race with another save of the same name ends at the unique index: the same 400.
 */
const nameTaken = () => new ApiError(400, 'Category.NameTaken', { Field: 'CategoryName' });

async function nameGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/**
 * What a category write refers to, checked under the transaction: the name free (whatever its case),
 * the department and the tags the merchant's. A problem is a 400 on its field.
 */
async function checkCategory(tx: Queryable, merchantId: number, body: CategoryWrite) {
  const category = body.itemCategory;
  if (await categoryNameTaken(tx, merchantId, category.CategoryName, category.ItemCategoryId))
    throw nameTaken();
  if (category.DepartmentId !== null && !(await departmentOfMerchant(tx, merchantId, category.DepartmentId)))
    throw new ApiError(400, 'Category.DepartmentNotFound', { Field: 'DepartmentId' });
  const tags = await merchantTagIds(tx, merchantId, body.tagAssignments);
  if (tags.length !== body.tagAssignments.length)
    throw new ApiError(400, 'Category.TagNotFound', { Field: 'tagAssignments' });
}

/** The body as it is saved: the name trimmed, in upper case (§3). */
async function categoryBody(c: Context<AppEnv>): Promise<CategoryWrite> {
  const body = await readBody(c, categoryWriteSchema);
  return {
    ...body,
    itemCategory: { ...body.itemCategory, CategoryName: categoryNameForSave(body.itemCategory.CategoryName) },
  };
}

/** The category's create in one function, recorded in the change history. */
async function addCategory(c: Context<AppEnv>, body: CategoryWrite): Promise<ItemCategoryRow> {
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  return db.transaction(async (tx) => {
    await checkCategory(tx, merchantId, {
      ...body,
      itemCategory: { ...body.itemCategory, ItemCategoryId: 0 },
    });
    const id = await insertCategory(tx, merchantId, body.itemCategory, clock.now());
    await setCategoryTags(tx, id, body.tagAssignments);
    const row = await categoryById(tx, merchantId, id);
    if (!row) throw Errors.notFound('Category.NotFound');
    await recordEntityChange(c, tx, 'category', id, row.category_name, null, categorySnapshot(row));
    return categoryRowOf(row);
  });
}

/** The category's edit in one function, recorded in the change history: compare-and-set. */
async function editCategory(c: Context<AppEnv>, body: CategoryWrite): Promise<ItemCategoryRow> {
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  return db.transaction(async (tx) => {
    const before = await categoryById(tx, merchantId, body.itemCategory.ItemCategoryId, true);
    if (!before) throw Errors.notFound('Category.NotFound');
    if (isStale(before.concurrency_checksum, body.itemCategory.ConcurrencyChecksum))
      throw Errors.conflict('Category.StaleChecksum');
    await checkCategory(tx, merchantId, body);
    await updateCategory(tx, merchantId, body.itemCategory, clock.now());
    await setCategoryTags(tx, before.item_category_id, body.tagAssignments);
    const after = await categoryById(tx, merchantId, before.item_category_id);
    if (!after) throw Errors.notFound('Category.NotFound');
    await recordEntityChange(
      c,
      tx,
      'category',
      after.item_category_id,
      after.category_name,
      categorySnapshot(before),
      categorySnapshot(after),
    );
    return categoryRowOf(after);
  });
}

itemCategory.post('/Item/AddItemCategory', categoriesRoute, requireMenuEditor, async (c) => {
  const body = await categoryBody(c);
  if (body.itemCategory.ItemCategoryId !== 0)
    throw new ApiError(400, 'Category.AddHasId', { Field: 'ItemCategoryId' });
  return c.json(ok(await nameGuarded(() => addCategory(c, body))));
});

itemCategory.post('/Item/EditItemCategory', categoriesRoute, requireMenuEditor, async (c) => {
  const body = await categoryBody(c);
  if (body.itemCategory.ItemCategoryId === 0) throw Errors.notFound('Category.NotFound');
  return c.json(ok(await nameGuarded(() => editCategory(c, body))));
});
