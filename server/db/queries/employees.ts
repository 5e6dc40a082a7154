import type { EmployeeSort, UserRoleSort } from '../../../src/domain/employeeList';
import type { EmployeeForm } from '../../../src/domain/employees';
import { one, type Queryable } from '../db';
import { type Page, type PageRequest, pagedQuery } from '../paged';
import { LIVE_STORE } from './stores';

/**
 * Employees and user roles (migration 031): the merchant's roles with their rank, its POS employees
 * (their stores, each with the employee's keyed PIN hash, unique per store) and their clock-ins.
 * Every query is scoped by the merchant.
 */

export interface UserRoleSqlRow {
  [key: string]: unknown;
  role_id: number;
  name: string;
  rank: number;
  employee_count: number;
}

/** A page of the merchant's roles with the number of its active employees holding each. */
export function userRolePage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<UserRoleSort>,
): Promise<Page<UserRoleSqlRow>> {
  return pagedQuery<UserRoleSqlRow, UserRoleSort>(
    db,
    {
      select: `r.merchant_user_role_id as role_id, r.name, r.rank,
        (select count(*)::int from employees e where e.merchant_id = r.merchant_id
           and e.merchant_user_role_id = r.merchant_user_role_id and e.is_active) as employee_count`,
      from: 'merchant_user_roles r',
      where: `r.merchant_id = $1 and ($2::text = '' or strpos(lower(r.name), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: {
        rank: 'r.rank',
        name: 'lower(r.name)',
        employees: `(select count(*) from employees e where e.merchant_id = r.merchant_id
           and e.merchant_user_role_id = r.merchant_user_role_id and e.is_active)`,
      },
      id: 'r.merchant_user_role_id',
    },
    page,
    'rank',
  );
}

/** The merchant's roles, highest rank first. */
export function merchantRoles(db: Queryable, merchantId: number): Promise<UserRoleSqlRow[]> {
  return db.query<UserRoleSqlRow>(
    `select merchant_user_role_id as role_id, name, rank, 0 as employee_count from merchant_user_roles
     where merchant_id = $1 order by rank, lower(name), merchant_user_role_id`,
    [merchantId],
  );
}

/** A role of the merchant (another merchant's id: undefined). */
export function roleById(db: Queryable, merchantId: number, roleId: number) {
  return one<UserRoleSqlRow>(
    db,
    `select merchant_user_role_id as role_id, name, rank, 0 as employee_count from merchant_user_roles
     where merchant_id = $1 and merchant_user_role_id = $2`,
    [merchantId, roleId],
  );
}

/**
 * A web user's rank on their own merchant: their merchant role's (users.merchant_user_role_id), or
 * users.user_role_rank when the merchant has no such role; undefined for a user of another merchant.
 */
export async function userRank(
  db: Queryable,
  userId: number,
  merchantId: number,
): Promise<number | undefined> {
  const row = await one<{ rank: number }>(
    db,
    `select coalesce(r.rank, u.user_role_rank) as rank from users u
     left join merchant_user_roles r on r.merchant_id = u.merchant_id and r.merchant_user_role_id = u.merchant_user_role_id
     where u.user_id = $1 and u.merchant_id = $2`,
    [userId, merchantId],
  );
  return row?.rank;
}

export interface EmployeeSqlRow {
  [key: string]: unknown;
  employee_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role_id: number;
  role_name: string;
  role_rank: number;
  is_active: boolean;
  store_ids: number[];
  last_clock_in: string | null;
  concurrency_checksum: number;
}

const EMPLOYEE_SELECT = `e.employee_id, e.first_name, e.last_name, e.email, e.phone,
  e.merchant_user_role_id as role_id, r.name as role_name, r.rank as role_rank, e.is_active, e.concurrency_checksum,
  coalesce((select array_agg(es.store_id order by es.store_id) from employee_stores es where es.employee_id = e.employee_id),
    '{}') as store_ids,
  lc.last_clock_in`;

/** The employee's last clock-in (at the store `store`, or any), in the punch's store's time zone. */
const lastClockIn = (store: string) => `left join lateral (
    select to_char(p.clock_in_at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as last_clock_in,
      p.clock_in_at
    from employee_time_punches p join stores s on s.store_id = p.store_id
    where p.employee_id = e.employee_id and (${store}::int is null or p.store_id = ${store}::int)
    order by p.clock_in_at desc limit 1) lc on true`;

const EMPLOYEE_FROM = `employees e join merchant_user_roles r
  on r.merchant_id = e.merchant_id and r.merchant_user_role_id = e.merchant_user_role_id`;

/**
 * A page of the merchant's employees: those working at the store (every one in a company view,
 * store null), searched in the names, e-mail and role; the last clock-in at that store (any store in
 * a company view). Sort allow-list with the id as tie-breaker; never clocked in sorts as the oldest.
 */
export function employeePage(
  db: Queryable,
  scope: { merchantId: number; storeId: number | null },
  search: string,
  page: PageRequest<EmployeeSort>,
): Promise<Page<EmployeeSqlRow>> {
  return pagedQuery<EmployeeSqlRow, EmployeeSort>(
    db,
    {
      select: EMPLOYEE_SELECT,
      from: `${EMPLOYEE_FROM} ${lastClockIn('$2')}`,
      where: `e.merchant_id = $1
        and ($2::int is null or exists (select 1 from employee_stores es where es.employee_id = e.employee_id and es.store_id = $2::int))
        and ($3::text = '' or strpos(lower(e.first_name || ' ' || e.last_name), lower($3::text)) > 0
          or strpos(lower(e.email), lower($3::text)) > 0 or strpos(lower(r.name), lower($3::text)) > 0)`,
      params: [scope.merchantId, scope.storeId, search],
      sortable: {
        name: `lower(e.last_name || ' ' || e.first_name)`,
        role: 'r.rank',
        active: 'e.is_active',
        lastClockIn: `coalesce(lc.clock_in_at, '-infinity'::timestamptz)`,
      },
      id: 'e.employee_id',
    },
    page,
    'name',
  );
}

/** An employee of the merchant (another merchant's id: undefined), as the list shows it. */
export function employeeById(
  db: Queryable,
  merchantId: number,
  employeeId: number,
): Promise<EmployeeSqlRow | undefined> {
  return one<EmployeeSqlRow>(
    db,
    `select ${EMPLOYEE_SELECT} from ${EMPLOYEE_FROM} ${lastClockIn('null')}
     where e.merchant_id = $1 and e.employee_id = $2`,
    [merchantId, employeeId],
  );
}

/** Locks an employee of the merchant for a write (the checksum is then read under the lock). */
export async function lockEmployee(tx: Queryable, merchantId: number, employeeId: number): Promise<void> {
  await tx.query('select employee_id from employees where merchant_id = $1 and employee_id = $2 for update', [
    merchantId,
    employeeId,
  ]);
}

/** The live stores a caller may assign: the merchant's, or those assigned to a store user. */
export function assignableStores(
  db: Queryable,
  merchantId: number,
  assignedTo: number | null,
): Promise<{ store_id: number; name: string }[]> {
  return db.query<{ store_id: number; name: string }>(
    `select s.store_id, s.name from stores s where s.merchant_id = $1 and ${LIVE_STORE}
       and ($2::int is null or s.store_id in (select us.store_id from user_stores us where us.user_id = $2::int))
     order by lower(s.name), s.store_id`,
    [merchantId, assignedTo],
  );
}

/** Whether another employee has this PIN (its keyed hash) at one of the stores. */
export async function pinInUse(
  db: Queryable,
  storeIds: readonly number[],
  pinKey: string,
  exceptEmployeeId: number,
): Promise<boolean> {
  const row = await one<{ n: number }>(
    db,
    `select count(*)::int as n from employee_stores
     where store_id = any($1::int[]) and pin_key = $2 and employee_id <> $3`,
    [storeIds, pinKey, exceptEmployeeId],
  );
  return (row?.n ?? 0) > 0;
}

type EmployeeFields = Pick<EmployeeForm, 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'RoleId'>;

export async function insertEmployee(
  tx: Queryable,
  merchantId: number,
  body: EmployeeFields,
  pinKey: string,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ employee_id: number }>(
    `insert into employees (merchant_id, first_name, last_name, email, phone, merchant_user_role_id, pin_key, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning employee_id`,
    [merchantId, body.FirstName, body.LastName, body.Email, body.Phone, body.RoleId, pinKey, now],
  );
  return row.employee_id;
}

/**
 * The employee's fields and PIN key (null: kept; the stores' copies follow in setEmployeeStores),
 * checksum + 1; answers the PIN key now in force.
 */
export async function updateEmployee(
  tx: Queryable,
  merchantId: number,
  employeeId: number,
  body: EmployeeFields,
  pinKey: string | null,
  now: Date,
): Promise<string> {
  const [row] = await tx.query<{ pin_key: string }>(
    `update employees set first_name = $3, last_name = $4, email = $5, phone = $6, merchant_user_role_id = $7,
       pin_key = coalesce($8, pin_key), concurrency_checksum = concurrency_checksum + 1, updated_at = $9
     where merchant_id = $1 and employee_id = $2 returning pin_key`,
    [merchantId, employeeId, body.FirstName, body.LastName, body.Email, body.Phone, body.RoleId, pinKey, now],
  );
  return row.pin_key;
}

/** The stores the employee works at, each with the employee's PIN key (unique per store: 031). */
export async function setEmployeeStores(
  tx: Queryable,
  employeeId: number,
  storeIds: readonly number[],
): Promise<void> {
  await tx.query('delete from employee_stores where employee_id = $1', [employeeId]);
  await tx.query(
    `insert into employee_stores (employee_id, store_id, pin_key)
     select e.employee_id, s, e.pin_key from employees e, unnest($2::int[]) s where e.employee_id = $1`,
    [employeeId, storeIds],
  );
}

export async function setEmployeeActive(
  tx: Queryable,
  merchantId: number,
  employeeId: number,
  active: boolean,
  now: Date,
): Promise<void> {
  await tx.query(
    `update employees set is_active = $3, concurrency_checksum = concurrency_checksum + 1, updated_at = $4
     where merchant_id = $1 and employee_id = $2`,
    [merchantId, employeeId, active, now],
  );
}
