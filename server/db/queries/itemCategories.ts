import type { Snapshot } from '../../../src/domain/changeHistory';
import type { ItemCategoryForm } from '../../../src/domain/menuItem';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { type Page, type PageRequest, pagedQuery } from '../paged';

/**
 * Item categories (2-menu-and-reports.md §3): the merchant's categories with their department and
 * item count, one category, its writes, and its tags. Every query is scoped by the merchant; names
 * are answered HTML-decoded.
 */

export interface CategorySqlRow {
  [key: string]: unknown;
  item_category_id: number;
  merchant_id: number;
  category_name: string;
  display_color: string | null;
  department_id: number | null;
  department_name: string | null;
  sort_order: number;
  parent_item_category_id: number | null;
  item_count: number;
  concurrency_checksum: number;
}

const CATEGORY_SELECT = `c.item_category_id, c.merchant_id, c.category_name, c.display_color, c.department_id,
  d.name as department_name, c.sort_order, c.parent_item_category_id, c.concurrency_checksum,
  (select count(*)::int from items i
    where i.merchant_id = c.merchant_id and i.item_category_id = c.item_category_id) as item_count`;

const CATEGORY_FROM = 'item_categories c left join departments d on d.department_id = c.department_id';

const CATEGORY_TEXTS = ['category_name', 'department_name'] as const;

/**
 * A page of the merchant's categories by their sort order (then name), searched in the name, and how
 * many match.
 */
export async function categoryPage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<'sortOrder'>,
): Promise<Page<CategorySqlRow>> {
  const result = await pagedQuery<CategorySqlRow, 'sortOrder'>(
    db,
    {
      select: CATEGORY_SELECT,
      from: CATEGORY_FROM,
      where: `c.merchant_id = $1 and ($2::text = '' or strpos(lower(c.category_name), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: { sortOrder: 'c.sort_order, upper(c.category_name)' },
      id: 'c.item_category_id',
    },
    page,
    'sortOrder',
  );
  decodeRows(result.rows, CATEGORY_TEXTS);
  return result;
}

/** A category of the merchant (another merchant's id: undefined); `lock` for a write. */
export async function categoryById(
  db: Queryable,
  merchantId: number,
  categoryId: number,
  lock = false,
): Promise<CategorySqlRow | undefined> {
  const rows = await db.query<CategorySqlRow>(
    `select ${CATEGORY_SELECT} from ${CATEGORY_FROM} where c.merchant_id = $1 and c.item_category_id = $2
     ${lock ? 'for update of c' : ''}`,
    [merchantId, categoryId],
  );
  return decodeRows(rows, CATEGORY_TEXTS)[0];
}

export interface CategoryNameSqlRow {
  [key: string]: unknown;
  item_category_id: number;
  category_name: string;
}

/** Every category of the merchant, ids and names only, in the list's order (what a choice of category needs). */
export async function categoryNames(db: Queryable, merchantId: number): Promise<CategoryNameSqlRow[]> {
  const rows = await db.query<CategoryNameSqlRow>(
    `select item_category_id, category_name from item_categories where merchant_id = $1
     order by sort_order, upper(category_name), item_category_id`,
    [merchantId],
  );
  return decodeRows(rows, ['category_name']);
}

/** The category of the merchant with this name whatever its case, other than `exceptId`. */
export async function categoryNameTaken(
  db: Queryable,
  merchantId: number,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from item_categories where merchant_id = $1 and upper(category_name) = upper($2)
     and item_category_id <> $3`,
    [merchantId, name, exceptId],
  );
  return rows.length > 0;
}

/** Whether a department is the merchant's. */
export async function departmentOfMerchant(db: Queryable, merchantId: number, departmentId: number) {
  const rows = await db.query('select 1 from departments where merchant_id = $1 and department_id = $2', [
    merchantId,
    departmentId,
  ]);
  return rows.length > 0;
}

/**
 * A new category (sort order 0: after the merchant's last); answers its id. A name the merchant has
 * already (whatever its case) is refused by the unique index (isUniqueViolation).
 */
export async function insertCategory(
  db: Queryable,
  merchantId: number,
  c: ItemCategoryForm,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ item_category_id: number }>(
    `insert into item_categories (merchant_id, category_name, display_color, department_id, sort_order, updated_at)
     values ($1, $2, $3, $4,
       case when $5::int > 0 then $5::int
         else (select coalesce(max(sort_order), 0) + 1 from item_categories where merchant_id = $1) end, $6)
     returning item_category_id`,
    [merchantId, c.CategoryName, c.DisplayColor, c.DepartmentId, c.SortOrder, now],
  );
  return row.item_category_id;
}

/** Changes a category (sort order 0 keeps its place) and moves its checksum on; a taken name as insertCategory. */
export async function updateCategory(
  db: Queryable,
  merchantId: number,
  c: ItemCategoryForm,
  now: Date,
): Promise<void> {
  await db.query(
    `update item_categories set category_name = $3, display_color = $4, department_id = $5,
       sort_order = case when $6::int > 0 then $6::int else sort_order end,
       concurrency_checksum = concurrency_checksum + 1, updated_at = $7
     where merchant_id = $1 and item_category_id = $2`,
    [merchantId, c.ItemCategoryId, c.CategoryName, c.DisplayColor, c.DepartmentId, c.SortOrder, now],
  );
}

// ---- tags -----------------------------------------------------------------------------------------

export interface TagSqlRow {
  [key: string]: unknown;
  tag_id: number;
  name: string;
  is_assigned: boolean;
}

/** The merchant's tags by name, and whether the category (0: none) carries each. */
export async function tagsForCategory(
  db: Queryable,
  merchantId: number,
  categoryId: number,
): Promise<TagSqlRow[]> {
  const rows = await db.query<TagSqlRow>(
    `select t.tag_id, t.name,
       exists (select 1 from item_category_tags ct where ct.tag_id = t.tag_id and ct.item_category_id = $2) as is_assigned
     from tags t where t.merchant_id = $1 order by lower(t.name), t.tag_id`,
    [merchantId, categoryId],
  );
  return decodeRows(rows, ['name']);
}

/** Of these tag ids, the ones that are the merchant's. */
export async function merchantTagIds(db: Queryable, merchantId: number, tagIds: number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await db.query<{ tag_id: number }>(
    'select tag_id from tags where merchant_id = $1 and tag_id = any($2::int[])',
    [merchantId, tagIds],
  );
  return rows.map((r) => r.tag_id);
}

/** The category carries exactly these tags (checked to be the merchant's). */
export async function setCategoryTags(db: Queryable, categoryId: number, tagIds: number[]): Promise<void> {
  await db.query(
    'delete from item_category_tags where item_category_id = $1 and not (tag_id = any($2::int[]))',
    [categoryId, tagIds],
  );
  await db.query(
    `insert into item_category_tags (item_category_id, tag_id) select $1, unnest($2::int[])
     on conflict do nothing`,
    [categoryId, tagIds],
  );
}

// ---- categories with their items ------------------------------------------------------------------

export interface CategoryItemSqlRow {
  [key: string]: unknown;
  item_category_id: number;
  item_master_id: number;
  item_name: string;
  retail_price: number;
}

/** The items of these categories of the merchant (names and prices), by category and name. */
export async function categoryItems(
  db: Queryable,
  merchantId: number,
  categoryIds: readonly number[],
): Promise<CategoryItemSqlRow[]> {
  const rows = await db.query<CategoryItemSqlRow>(
    `select i.item_category_id, i.item_master_id, i.item_name, i.retail_price::float8 as retail_price
     from items i where i.merchant_id = $1 and i.item_category_id = any($2::int[])
     order by i.item_category_id, lower(i.item_name), i.item_master_id`,
    [merchantId, categoryIds],
  );
  return decodeRows(rows, ['item_name']);
}

/** What the change history keeps of a category (src/domain/changeHistory.ts lists the fields shown). */
export function categorySnapshot(row: CategorySqlRow): Snapshot {
  return {
    CategoryName: row.category_name,
    DisplayColor: row.display_color,
    DepartmentName: row.department_name,
    SortOrder: row.sort_order,
  };
}
