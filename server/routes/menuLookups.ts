import { Hono } from 'hono';
import {
  categoryListSchema,
  type Department,
  printerGroupListSchema,
  type RoutingGroup,
  type TaxCategory,
} from '../../src/domain/menuItem';
import { requireRoute } from '../auth/routeAccess';
import { departmentPage, printerGroupPage, taxCategories } from '../db/queries/menuLookups';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';

/**
 * What the category modal and the item form choose from (2-menu-and-reports.md §7): departments,
 * active tax categories, routing (printer) groups — the merchant's, names HTML-decoded (by the
 * queries), in the contract's list shape (ResultSet, TotalRowCount: every row that matches).
 */
export const menuLookups = new Hono<AppEnv>();

const categoriesRoute = requireRoute('/menu/categoriesoritems/categories');
const itemRoute = requireRoute('/menu/categoriesoritems/items/:itemId');

/** The department list is paged like the category list (up to 9999 rows, §9). */
menuLookups.post('/Department/GetDepartments', categoriesRoute, async (c) => {
  const body = await readBody(c, categoryListSchema);
  const page = await departmentPage(c.var.deps.db, c.var.access.merchantId, body.SearchArg, body);
  const rows: Department[] = page.rows.map((r) => ({ DepartmentId: r.department_id, Name: r.name }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});

/** Every tax category of the merchant is active (the specification shows no inactive one). */
menuLookups.post('/Tax/GetActiveTaxCategories', itemRoute, async (c) => {
  const rows: TaxCategory[] = (await taxCategories(c.var.deps.db, c.var.access.merchantId)).map((r) => ({
    TaxCategoryId: r.tax_category_id,
    Name: r.name,
    IsDefault: r.is_default,
  }));
  return c.json(pagedAnswer({ rows, total: rows.length }));
});

/** SearchArg3 1 or 2 (§7; its meaning is not shown): both answer every routing group (docs/decisions.md). */
menuLookups.post('/Item/GetPrinterGroups', itemRoute, async (c) => {
  const body = await readBody(c, printerGroupListSchema);
  const page = await printerGroupPage(c.var.deps.db, c.var.access.merchantId, body.SearchArg, body);
  const rows: RoutingGroup[] = page.rows.map((r) => ({
    PrinterGroupId: r.printer_group_id,
    PrinterGroupName: r.name,
    SortOrder: r.sort_order,
  }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});
