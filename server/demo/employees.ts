import { pinKeyOf, pinSecret } from '../auth/pinKey';
import type { Queryable } from '../db/db';
import { demoMerchants, demoStores } from './accounts';
import { demoStaffPhone } from './company';
import { menuOf } from './menu';
import type { TicketDayShape } from './tickets';

/**
 * The demo merchants' user roles and POS employees (migration 031; docs/decisions.md "Employees and
 * user roles"). Each live store's staff are the people whose first names ring up its demo tickets
 * (tickets.ts `users`: Alex … Jordan), each store's their own people; Harbor Bistro Group's owner
 * works at every Harbor store, and each merchant has one former employee (deactivated). Two weeks
 * of clock-ins (one store a day, three days in four, shifts of six hours in the store's time zone)
 * give the list its last clock-ins. Deterministic for the seed date.
 */

/** A business's roles, highest rank (1) first; the role id is the place in the list. Web users: 1 owner, 2 manager. */
const rolesOf: Record<TicketDayShape, [name: string, rank: number][]> = {
  restaurant: [
    ['Owner', 1],
    ['General Manager', 2],
    ['Assistant Manager', 3],
    ['Shift Lead', 4],
    ['Server', 5],
    ['Bartender', 5],
    ['Host', 6],
    ['Cashier', 6],
    ['Line Cook', 6],
  ],
  cafe: [
    ['Owner', 1],
    ['Café Manager', 2],
    ['Shift Supervisor', 4],
    ['Barista', 5],
    ['Baker', 6],
    ['Cashier', 6],
  ],
  market: [
    ['Owner', 1],
    ['Store Manager', 2],
    ['Supervisor', 4],
    ['Cashier', 6],
    ['Stock Clerk', 6],
  ],
};

/** The ticket users (tickets.ts) and the role each holds, by kind of business; the former employee last. */
const staff: { first: string; roles: Record<TicketDayShape, string> }[] = [
  { first: 'Alex', roles: { restaurant: 'General Manager', cafe: 'Café Manager', market: 'Store Manager' } },
  { first: 'Blair', roles: { restaurant: 'Shift Lead', cafe: 'Shift Supervisor', market: 'Supervisor' } },
  { first: 'Casey', roles: { restaurant: 'Server', cafe: 'Barista', market: 'Cashier' } },
  { first: 'Devon', roles: { restaurant: 'Server', cafe: 'Barista', market: 'Cashier' } },
  { first: 'Emery', roles: { restaurant: 'Bartender', cafe: 'Baker', market: 'Stock Clerk' } },
  { first: 'Finley', roles: { restaurant: 'Host', cafe: 'Cashier', market: 'Cashier' } },
  { first: 'Harper', roles: { restaurant: 'Cashier', cafe: 'Barista', market: 'Cashier' } },
  { first: 'Jordan', roles: { restaurant: 'Server', cafe: 'Barista', market: 'Stock Clerk' } },
];
const formerRole: Record<TicketDayShape, string> = {
  restaurant: 'Line Cook',
  cafe: 'Baker',
  market: 'Stock Clerk',
};

/** A role's id in a business's list. */
const roleId = (shape: TicketDayShape, name: string) => rolesOf[shape].findIndex(([n]) => n === name) + 1;

const surnames = [
  'Morgan',
  'Bennett',
  'Carver',
  'Dunn',
  'Ellis',
  'Fraser',
  'Gallagher',
  'Hale',
  'Ingram',
  'Jensen',
  'Keller',
  'Lowell',
  'Marsh',
  'Nolan',
  'Osborne',
  'Pryor',
  'Quincy',
  'Rhodes',
  'Sawyer',
  'Thorne',
  'Underwood',
  'Vance',
  'Whitaker',
  'Yates',
  'Abbott',
  'Brooks',
  'Calder',
  'Doyle',
  'Everett',
  'Fletcher',
  'Grant',
  'Holt',
  'Irwin',
  'Jarvis',
  'Kemp',
  'Lyons',
  'Mercer',
  'Nash',
  'Orr',
  'Pike',
];

interface DemoEmployee {
  merchantId: number;
  first: string;
  last: string;
  roleId: number;
  stores: number[];
  pin: string;
  active: boolean;
}

/** The demo employees of a merchant: its stores' staff, the owner (Harbor) and a former employee. */
function employeesOf(merchantId: number, shape: TicketDayShape): DemoEmployee[] {
  const stores = demoStores.filter((s) => s.merchantId === merchantId && !s.isDeleted);
  const people = stores.flatMap((store, j) =>
    staff.map((p, k) => ({
      merchantId,
      first: p.first,
      last: surnames[(j * staff.length + k) % surnames.length],
      roleId: roleId(shape, p.roles[shape]),
      stores: [store.id],
      // four digits, distinct within the store (37 is prime to 9000)
      pin: String(1000 + (((j * staff.length + k + 1) * 37) % 9000)),
      active: true,
    })),
  );
  if (stores.length === 0) return people;
  const former = {
    merchantId,
    first: 'Quinn',
    last: 'Avery',
    roleId: roleId(shape, formerRole[shape]),
    stores: [stores[0].id],
    pin: '4826',
    active: false,
  };
  const owner = { merchantId, first: 'Olivia', last: 'Owner', roleId: 1, stores: stores.map((s) => s.id) };
  // six digits: never one of the staff's four
  return merchantId === 1001
    ? [...people, { ...owner, pin: '270415', active: true }, former]
    : [...people, former];
}

/** Two weeks of punches of the merchant's active employees, up to `now`. */
const PUNCHES = `insert into employee_time_punches (employee_id, store_id, clock_in_at, clock_out_at)
  select es.employee_id, es.store_id, t.clock_in, case when t.clock_in + interval '6 hours' <= $2 then t.clock_in + interval '6 hours' end
  from employee_stores es
  join employees e on e.employee_id = es.employee_id and e.is_active and e.merchant_id = $1
  join stores s on s.store_id = es.store_id
  cross join generate_series(0, 13) d
  cross join lateral (select (((($2::timestamptz at time zone s.time_zone)::date - d) +
      make_time(10 + ((es.employee_id + d) % 3) * 3, (es.employee_id * 7) % 50, 0)) at time zone s.time_zone) as clock_in) t
  where (es.employee_id + d) % 4 <> 0 and t.clock_in < $2
    and (select count(*) from employee_stores x where x.employee_id = es.employee_id and x.store_id < es.store_id)
      = d % (select count(*) from employee_stores y where y.employee_id = es.employee_id)`;

/** Seeds every demo merchant's roles, employees (their PINs as keyed hashes) and clock-ins. */
export async function seedEmployees(
  tx: Queryable,
  now: Date,
  configuredPinSecret: string | null,
): Promise<void> {
  const secret = await pinSecret(tx, configuredPinSecret);
  for (const m of demoMerchants) {
    const shape = menuOf[m.id].dayShape;
    for (const [i, [name, rank]] of rolesOf[shape].entries()) {
      await tx.query(
        'insert into merchant_user_roles (merchant_id, merchant_user_role_id, name, rank) values ($1, $2, $3, $4)',
        [m.id, i + 1, name, rank],
      );
    }
    for (const e of employeesOf(m.id, shape)) {
      const pinKey = pinKeyOf(secret, m.id, e.pin);
      const [row] = await tx.query<{ employee_id: number }>(
        `insert into employees (merchant_id, first_name, last_name, email, phone, merchant_user_role_id, pin_key, is_active, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning employee_id`,
        [
          m.id,
          e.first,
          e.last,
          `${e.first}.${e.last}@example.com`.toLowerCase(),
          demoStaffPhone(m.id, Number(e.pin)),
          e.roleId,
          pinKey,
          e.active,
          now,
        ],
      );
      await tx.query(
        'insert into employee_stores (employee_id, store_id, pin_key) select $1, unnest($2::int[]), $3',
        [row.employee_id, e.stores, pinKey],
      );
    }
    await tx.query(PUNCHES, [m.id, now]);
  }
}
