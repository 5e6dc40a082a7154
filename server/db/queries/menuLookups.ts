import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { type Page, type PageRequest, pagedQuery } from '../paged';

/**
 * The lists the category modal and the item form choose from (2-menu-and-reports.md §3, §7): the
 * merchant's departments, tax categories and routing (printer) groups, names HTML-decoded.
 */

export interface DepartmentSqlRow {
  [key: string]: unknown;
  department_id: number;
  name: string;
}

/** A page of the merchant's departments by name, searched in the name, and how many match. */
export async function departmentPage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<'name'>,
): Promise<Page<DepartmentSqlRow>> {
  const result = await pagedQuery<DepartmentSqlRow, 'name'>(
    db,
    {
      select: 'department_id, name',
      from: 'departments',
      where: `merchant_id = $1 and ($2::text = '' or strpos(lower(name), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: { name: 'lower(name)' },
      id: 'department_id',
    },
    page,
    'name',
  );
  decodeRows(result.rows, ['name']);
  return result;
}

export interface TaxCategorySqlRow {
  [key: string]: unknown;
  tax_category_id: number;
  name: string;
  is_default: boolean;
}

/** The merchant's tax categories, the default first, then by name. */
export async function taxCategories(db: Queryable, merchantId: number): Promise<TaxCategorySqlRow[]> {
  const rows = await db.query<TaxCategorySqlRow>(
    `select tax_category_id, name, is_default from tax_categories where merchant_id = $1
     order by is_default desc, lower(name), tax_category_id`,
    [merchantId],
  );
  return decodeRows(rows, ['name']);
}

export interface PrinterGroupSqlRow {
  [key: string]: unknown;
  printer_group_id: number;
  name: string;
  sort_order: number;
}

/** The orders of the routing groups (GetPrinterGroups' SortColumn): their display order, or the name. */
export type PrinterGroupSort = 'SortOrderDisplay' | 'name';

/**
 * A page of the merchant's routing groups by their display order (or by name), searched in the name,
 * and how many match.
 */
export async function printerGroupPage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<PrinterGroupSort>,
): Promise<Page<PrinterGroupSqlRow>> {
  const result = await pagedQuery<PrinterGroupSqlRow, PrinterGroupSort>(
    db,
    {
      select: 'printer_group_id, name, sort_order',
      from: 'printer_groups',
      where: `merchant_id = $1 and ($2::text = '' or strpos(lower(name), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: { SortOrderDisplay: 'sort_order, lower(name)', name: 'lower(name)' },
      id: 'printer_group_id',
    },
    page,
    'SortOrderDisplay',
  );
  decodeRows(result.rows, ['name']);
  return result;
}

/** The merchant's routing group of a name (trimmed, in any case; names HTML-decoded), or null. */
export async function printerGroupIdByName(
  db: Queryable,
  merchantId: number,
  name: string,
): Promise<number | null> {
  const rows = await db.query<{ [key: string]: unknown; printer_group_id: number; name: string }>(
    'select printer_group_id, name from printer_groups where merchant_id = $1 order by sort_order, printer_group_id',
    [merchantId],
  );
  const key = name.trim().toLowerCase();
  return (
    decodeRows(rows, ['name']).find((r) => r.name.trim().toLowerCase() === key)?.printer_group_id ?? null
  );
}
