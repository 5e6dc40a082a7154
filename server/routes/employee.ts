import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  type EmployeeForm,
  type EmployeeMetadata,
  type EmployeeRow,
  employeeActiveSchema,
  employeeListSchema,
  employeeSchema,
  mayAssignRole,
  type UserRoleRow,
  userRoleListSchema,
} from '../../src/domain/employees';
import { isStoreUser, picksMerchant } from '../auth/access';
import { pinKeyOf, pinSecret } from '../auth/pinKey';
import { requireRoute } from '../auth/routeAccess';
import { isUniqueViolation, type Queryable } from '../db/db';
import {
  assignableStores,
  type EmployeeSqlRow,
  employeeById,
  employeePage,
  insertEmployee,
  lockEmployee,
  merchantRoles,
  pinInUse,
  roleById,
  setEmployeeActive,
  setEmployeeStores,
  updateEmployee,
  userRank,
  userRolePage,
} from '../db/queries/employees';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';

/**
 * Employees and user roles (issue 10; docs/api.md "Employees and user roles"): the merchant's POS
 * employees (list, metadata, add, update, deactivate/reactivate) and its roles with their rank.
 * Everything is the session's merchant's (another merchant's employee, role or store is not found or
 * refused); a store user reaches the employees of their own stores. A role is given only at or below
 * the caller's rank (3-settings §6, src/domain/employees.ts mayAssignRole); a PIN is unique per
 * store (the database's unique index, 031) and kept only as a keyed hash; writes check the
 * ConcurrencyChecksum (409 when stale) and change nothing when refused (one transaction).
 */
export const employee = new Hono<AppEnv>();

const employeesRoute = requireRoute('/employees/employees');
const userRolesRoute = requireRoute('/employees/userroles');

/** Who is writing: their rank (null: the provider's staff, any role) and the stores they may assign. */
interface Assigner {
  rank: number | null;
  storeIds: number[];
}

async function assignerOf(c: Context<AppEnv>, db: Queryable): Promise<Assigner> {
  const { scope, merchantId } = c.var.access;
  const stores = await assignableStores(db, merchantId, isStoreUser(scope) ? scope.userId : null);
  const storeIds = stores.map((s) => s.store_id);
  if (picksMerchant(scope)) return { rank: null, storeIds };
  const rank = await userRank(db, scope.userId, merchantId);
  // a user of no rank on this merchant gives nothing (the lowest rank there is)
  return { rank: rank ?? Number.MAX_SAFE_INTEGER, storeIds };
}

function rowOf(r: EmployeeSqlRow, assigner: Assigner): EmployeeRow {
  return {
    EmployeeId: r.employee_id,
    FirstName: r.first_name,
    LastName: r.last_name,
    Email: r.email,
    Phone: r.phone,
    RoleId: r.role_id,
    RoleName: r.role_name,
    RoleRank: r.role_rank,
    IsActive: r.is_active,
    StoreIds: r.store_ids,
    LastClockIn: r.last_clock_in,
    MayEdit: mayAssignRole(assigner.rank, r.role_rank),
    ConcurrencyChecksum: r.concurrency_checksum,
  };
}

/**
 * The employee to change: the merchant's, within a store user's stores (else not found), of a role
 * the caller may give (else refused with the rank rule), with the checksum the caller read (else 409).
 */
async function employeeToChange(
  c: Context<AppEnv>,
  tx: Queryable,
  assigner: Assigner,
  employeeId: number,
  checksum: number,
): Promise<EmployeeSqlRow> {
  const { merchantId, scope } = c.var.access;
  await lockEmployee(tx, merchantId, employeeId);
  const row = await employeeById(tx, merchantId, employeeId);
  const reachable = row && (!isStoreUser(scope) || row.store_ids.some((s) => assigner.storeIds.includes(s)));
  if (!row || !reachable) throw Errors.notFound('Employees.NotFound');
  if (!mayAssignRole(assigner.rank, row.role_rank)) throw Errors.forbidden('Employees.RoleAboveRank');
  if (row.concurrency_checksum !== checksum) throw Errors.conflict('Employees.StaleChecksum');
  return row;
}

/**
 * Where the employee will work: the stores sent, each one the caller may assign or one the employee
 * already works at (else 400); the employee's stores beyond the caller's reach (a store user's edit)
 * stay as they were, whatever was sent for them.
 */
function storesAfter(assigner: Assigner, sent: readonly number[], before: readonly number[]): number[] {
  const mine = (id: number) => assigner.storeIds.includes(id);
  if (sent.some((id) => !mine(id) && !before.includes(id)))
    throw new ApiError(400, 'Employees.StoresInvalid', { Field: 'StoreIds' });
  return [...new Set([...before.filter((id) => !mine(id)), ...sent.filter(mine)])];
}

/** The role sent: the merchant's (else 400) and at or below the caller's rank (else 403). */
async function checkRole(c: Context<AppEnv>, tx: Queryable, assigner: Assigner, roleId: number) {
  const role = await roleById(tx, c.var.access.merchantId, roleId);
  if (!role) throw new ApiError(400, 'Employees.RoleRequired', { Field: 'RoleId' });
  if (!mayAssignRole(assigner.rank, role.rank))
    throw new ApiError(403, 'Employees.RoleAboveRank', { Field: 'RoleId' });
}

const pinInUseError = () => new ApiError(400, 'Employees.PinInUse', { Field: 'Pin' });

/** Saves the employee's stores; a PIN already used at one of them is refused (checked, then the index). */
async function saveStores(tx: Queryable, employeeId: number, stores: number[], pinKey: string) {
  if (await pinInUse(tx, stores, pinKey, employeeId)) throw pinInUseError();
  try {
    await setEmployeeStores(tx, employeeId, stores);
  } catch (err) {
    // another write took the PIN at the same store meanwhile: the unique index refused it
    if (isUniqueViolation(err)) throw pinInUseError();
    throw err;
  }
}

/** Runs a write in one transaction; a unique violation of the PIN index (a race) is the PIN's message. */
async function write<T>(c: Context<AppEnv>, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await c.var.deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw pinInUseError();
    throw err;
  }
}

/** The employee as the list shows it, after a write. */
async function savedRow(tx: Queryable, merchantId: number, employeeId: number, assigner: Assigner) {
  const row = await employeeById(tx, merchantId, employeeId);
  if (!row) throw Errors.notFound('Employees.NotFound');
  return rowOf(row, assigner);
}

// ---- reads ----------------------------------------------------------------------------------------

employee.post('/Employee/GetEmployees', employeesRoute, async (c) => {
  const paging = await readBody(c, employeeListSchema);
  const { merchantId, storeId } = c.var.access;
  const { db } = c.var.deps;
  const [page, assigner] = await Promise.all([
    employeePage(db, { merchantId, storeId }, paging.SearchArg, paging),
    assignerOf(c, db),
  ]);
  return c.json(pagedAnswer({ rows: page.rows.map((r) => rowOf(r, assigner)), total: page.total }));
});

employee.post('/Employee/GetMetadata', employeesRoute, async (c) => {
  const { scope, merchantId, storeId } = c.var.access;
  const { db } = c.var.deps;
  const [roles, stores, assigner] = await Promise.all([
    merchantRoles(db, merchantId),
    assignableStores(db, merchantId, isStoreUser(scope) ? scope.userId : null),
    assignerOf(c, db),
  ]);
  const metadata: EmployeeMetadata = {
    Roles: roles.map((r) => ({ RoleId: r.role_id, Name: r.name, Rank: r.rank })),
    Stores: stores.map((s) => ({ StoreId: s.store_id, StoreName: s.name })),
    AssignerRank: assigner.rank,
    StoreId: storeId,
  };
  return c.json(ok(metadata));
});

employee.post('/UserRole/GetUserRoles', userRolesRoute, async (c) => {
  const paging = await readBody(c, userRoleListSchema);
  const page = await userRolePage(c.var.deps.db, c.var.access.merchantId, paging.SearchArg, paging);
  const rows: UserRoleRow[] = page.rows.map((r) => ({
    RoleId: r.role_id,
    Name: r.name,
    Rank: r.rank,
    EmployeeCount: r.employee_count,
  }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});

// ---- writes ---------------------------------------------------------------------------------------

/** The fields as saved: names trimmed. */
const fieldsOf = (body: EmployeeForm) => ({
  ...body,
  FirstName: body.FirstName.trim(),
  LastName: body.LastName.trim(),
});

employee.post('/Employee/AddEmployee', employeesRoute, async (c) => {
  const body = fieldsOf(await readBody(c, employeeSchema, { countryId: c.var.access.data.countryId }));
  if (body.EmployeeId !== 0) throw new ApiError(400, 'Employees.NotFound', { Field: 'EmployeeId' });
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  const secret = await pinSecret(db, c.var.deps.config.pinSecret);
  const saved = await write(c, async (tx) => {
    const assigner = await assignerOf(c, tx);
    await checkRole(c, tx, assigner, body.RoleId);
    const stores = storesAfter(assigner, body.StoreIds, []);
    const pinKey = pinKeyOf(secret, merchantId, body.Pin);
    const id = await insertEmployee(tx, merchantId, body, pinKey, clock.now());
    await saveStores(tx, id, stores, pinKey);
    return savedRow(tx, merchantId, id, assigner);
  });
  return c.json(ok(saved));
});

employee.post('/Employee/UpdateEmployee', employeesRoute, async (c) => {
  const body = fieldsOf(await readBody(c, employeeSchema, { countryId: c.var.access.data.countryId }));
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  const secret = await pinSecret(db, c.var.deps.config.pinSecret);
  const saved = await write(c, async (tx) => {
    const assigner = await assignerOf(c, tx);
    const before = await employeeToChange(c, tx, assigner, body.EmployeeId, body.ConcurrencyChecksum);
    await checkRole(c, tx, assigner, body.RoleId);
    const stores = storesAfter(assigner, body.StoreIds, before.store_ids);
    const pinKey = body.Pin === '' ? null : pinKeyOf(secret, merchantId, body.Pin);
    const inForce = await updateEmployee(tx, merchantId, before.employee_id, body, pinKey, clock.now());
    await saveStores(tx, before.employee_id, stores, inForce);
    return savedRow(tx, merchantId, before.employee_id, assigner);
  });
  return c.json(ok(saved));
});

employee.post('/Employee/SetEmployeeActive', employeesRoute, async (c) => {
  const body = await readBody(c, employeeActiveSchema);
  const { merchantId } = c.var.access;
  const { clock } = c.var.deps;
  const saved = await write(c, async (tx) => {
    const assigner = await assignerOf(c, tx);
    const before = await employeeToChange(c, tx, assigner, body.EmployeeId, body.ConcurrencyChecksum);
    await setEmployeeActive(tx, merchantId, before.employee_id, body.IsActive, clock.now());
    return savedRow(tx, merchantId, before.employee_id, assigner);
  });
  return c.json(ok(saved));
});
