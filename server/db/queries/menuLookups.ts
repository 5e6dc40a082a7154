import type { Queryable } from '../db';

/**
 * The lists the category modal and the item form choose from (2-menu-and-reports.md §3, §7): the
 * merchant's departments, tax categories and routing (printer) groups.
 */

export interface DepartmentSqlRow {
  [key: string]: unknown;
  department_id: number;
  name: string;
}

/** The merchant's departments by name, searched in the name. */
export function departments(db: Queryable, merchantId: number, search: string, limit: number) {
  return db.query<DepartmentSqlRow>(
    `select department_id, name from departments
     where merchant_id = $1 and ($2::text = '' or strpos(lower(name), lower($2::text)) > 0)
     order by lower(name), department_id limit $3`,
    [merchantId, search, limit],
  );
}

export interface TaxCategorySqlRow {
  [key: string]: unknown;
  tax_category_id: number;
  name: string;
  is_default: boolean;
}

/** The merchant's tax categories, the default first, then by name. */
export function taxCategories(db: Queryable, merchantId: number) {
  return db.query<TaxCategorySqlRow>(
    `select tax_category_id, name, is_default from tax_categories where merchant_id = $1
     order by is_default desc, lower(name), tax_category_id`,
    [merchantId],
  );
}

export interface PrinterGroupSqlRow {
  [key: string]: unknown;
  printer_group_id: number;
  name: string;
  sort_order: number;
}

/** The merchant's routing groups by their display order (or by name), searched in the name. */
export function printerGroups(
  db: Queryable,
  merchantId: number,
  o: { search: string; byName: boolean; limit: number },
) {
  return db.query<PrinterGroupSqlRow>(
    `select printer_group_id, name, sort_order from printer_groups
     where merchant_id = $1 and ($2::text = '' or strpos(lower(name), lower($2::text)) > 0)
     order by ${o.byName ? 'lower(name)' : 'sort_order, lower(name)'}, printer_group_id limit $3`,
    [merchantId, o.search, o.limit],
  );
}
