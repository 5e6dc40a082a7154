import { Hono } from 'hono';
import { pagingSchema } from '../../src/domain/accountContract';
import { htmlDecode } from '../../src/domain/htmlText';
import {
  CATEGORY_LIST_ROWS,
  type Department,
  printerGroupListSchema,
  type RoutingGroup,
  type TaxCategory,
} from '../../src/domain/menuItem';
import { integer } from '../../src/domain/validation';
import { requireRoute } from '../auth/routeAccess';
import { departments, printerGroups, taxCategories } from '../db/queries/menuLookups';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';

/**
 * What the category modal and the item form choose from (2-menu-and-reports.md §7): departments,
 * active tax categories, routing (printer) groups — the merchant's, names HTML-decoded, in the
 * contract's list shape (ResultSet, TotalRowCount).
 */
export const menuLookups = new Hono<AppEnv>();

const categoriesRoute = requireRoute('/menu/categoriesoritems/categories');
const itemRoute = requireRoute('/menu/categoriesoritems/items/:itemId');

const departmentListSchema = pagingSchema.shape({
  PageRowCount: integer().min(1).max(CATEGORY_LIST_ROWS).default(CATEGORY_LIST_ROWS),
});

const list = <T>(rows: T[]) => ({ IsSuccessful: true, ResultSet: rows, TotalRowCount: rows.length });

menuLookups.post('/Department/GetDepartments', categoriesRoute, async (c) => {
  const body = await readBody(c, departmentListSchema);
  const rows = await departments(c.var.deps.db, c.var.access.merchantId, body.SearchArg, body.PageRowCount);
  return c.json(
    list<Department>(rows.map((r) => ({ DepartmentId: r.department_id, Name: htmlDecode(r.name) }))),
  );
});

/** Every tax category of the merchant is active (the specification shows no inactive one). */
menuLookups.post('/Tax/GetActiveTaxCategories', itemRoute, async (c) => {
  const rows = await taxCategories(c.var.deps.db, c.var.access.merchantId);
  return c.json(
    list<TaxCategory>(
      rows.map((r) => ({
        TaxCategoryId: r.tax_category_id,
        Name: htmlDecode(r.name),
        IsDefault: r.is_default,
      })),
    ),
  );
});

/** SearchArg3 1 or 2 (§7; its meaning is not shown): both answer every routing group (docs/decisions.md). */
menuLookups.post('/Item/GetPrinterGroups', itemRoute, async (c) => {
  const body = await readBody(c, printerGroupListSchema);
  const rows = await printerGroups(c.var.deps.db, c.var.access.merchantId, {
    search: body.SearchArg,
    byName: body.SortColumn === 'name',
    limit: body.PageRowCount,
  });
  return c.json(
    list<RoutingGroup>(
      rows.map((r) => ({
        PrinterGroupId: r.printer_group_id,
        PrinterGroupName: htmlDecode(r.name),
        SortOrder: r.sort_order,
      })),
    ),
  );
});
