import { afterAll, beforeAll, describe, it } from 'vitest';
import { newEmployeeForm } from '../src/domain/employees';
import { itemWriteOf, newCategoryForm, newItemForm } from '../src/domain/menuItem';
import { reportIds, reportPath } from '../src/domain/reports';
import { checkEndpointAccess, type EndpointCase } from '../test/accessMatrix';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The access matrix of every endpoint behind a session: no session, no csrf header (writes), a
 * lower role, another merchant, and the caller it serves (test/accessMatrix.ts). The calls of the
 * specification's §7 have theirs beside their conformance, sent in the spec's shapes
 * (server/conformance/<document>.test.ts); every other endpoint (the product's own) has its row here.
 * A new endpoint gets its row in one of them.
 */
let server: TestServer;
let harborPriceListId: number;
let harborItemId: number;
let harborMenu = { mains: 0, tax: 0, seafoodTag: 0 };
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const [list] = await server.db.query<{ tiered_price_list_id: number }>(
    'select tiered_price_list_id from tiered_price_lists where merchant_id = 1001',
  );
  harborPriceListId = list.tiered_price_list_id;
  const [item] = await server.db.query<{ item_master_id: number }>(
    "select item_master_id from items where merchant_id = 1001 and item_name = 'Lobster Roll'",
  );
  harborItemId = item.item_master_id;
  const [menu] = await server.db.query<{ mains: number; tax: number; tag: number }>(
    `select (select item_category_id from item_categories where merchant_id = 1001 and category_name = 'MAINS') as mains,
       (select tax_category_id from tax_categories where merchant_id = 1001 and is_default) as tax,
       (select tag_id from tags where merchant_id = 1001 and name = 'Seafood') as tag`,
  );
  harborMenu = { mains: menu.mains, tax: menu.tax, seafoodTag: menu.tag };
});
afterAll(() => server.close());

const owner = { as: 'owner', store: 2001 };
const bank = { as: 'bankowner', store: 2101 };

/** A category body of AddItemCategory / EditItemCategory. */
const categoryBody = (over: Record<string, unknown>, tags: number[] = []) => {
  const { TagIds: _tags, ...category } = newCategoryForm();
  return { itemCategory: { ...category, ...over }, tagAssignments: tags };
};

/** A valid item of Harbor's MAINS (AddItem: id 0 creates, another id edits). */
const itemBody = (ItemMasterId: number, ConcurrencyChecksum: number) =>
  itemWriteOf({
    ...newItemForm({ ItemCategoryId: harborMenu.mains, TaxCategoryId: harborMenu.tax }),
    ItemMasterId,
    ConcurrencyChecksum,
    ItemName: 'Matrix dish',
    RetailPrice: 10,
  });

const cases: () => (EndpointCase & { name: string })[] = () => [
  {
    name: 'feature flags',
    method: 'GET',
    path: 'FeatureFlag/GetFeatureFlags',
    allowed: owner,
    lowerRole: null,
    // Maple Bank has every flag but delivery
    otherMerchant: { ...bank, mustNotContain: '"delivery":true' },
  },
  {
    name: 'keep-alive',
    method: 'POST',
    path: 'Account/KeepAlive',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'idle end of the session',
    method: 'POST',
    path: 'Account/ExpireSession',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  ...(['GetActivitySummary', 'GetSalesDashboard', 'GetCustomerDashboard'] as const).map(
    (call): EndpointCase & { name: string } => ({
      name: `my store ${call}`,
      method: 'POST',
      path: `MyStore/${call}`,
      allowed: owner,
      // a store user with no store gets no merchant-wide figures
      lowerRole: { as: 'shiftlead' },
      otherMerchant: { ...bank, mustNotContain: 'Harbor' },
    }),
  ),
  // My Bills: the bank reseller hides the route (refused); Corner Market sees its own bill only
  ...(
    [
      ['GET', 'AccountBilling/GetBillingSummary'],
      ['GET', 'AccountBilling/GetSubscriptionNumber'],
      ['POST', 'AccountBilling/GetInvoices'],
    ] as const
  ).flatMap(([method, path]): (EndpointCase & { name: string })[] => [
    {
      name: `billing ${path}`,
      method,
      path,
      allowed: owner,
      // a store user with no store gets nothing of the merchant
      lowerRole: { as: 'shiftlead' },
      otherMerchant: { as: 'marketowner', mustNotContain: path.endsWith('Number') ? '00001001' : 'Harbor' },
    },
    {
      name: `billing ${path} (bank reseller: the route is hidden)`,
      method,
      path,
      allowed: owner,
      lowerRole: null,
      otherMerchant: { ...bank, refused: true },
    },
  ]),
  // Discounts: every signed-in role of the merchant sees the screens; another merchant's ids are not found
  {
    name: 'discounts Store/GetStoresForDiscounts',
    method: 'POST',
    path: 'Store/GetStoresForDiscounts',
    body: { PageRowCount: 10000 },
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'discounts Discount/GetDiscount (another merchant: not found)',
    method: 'POST',
    path: 'Discount/GetDiscount',
    body: { Id: 3 },
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'SENIOR' },
  },
  // POS transactions' search (its path is ours: 2-menu §7 shows none): a store user with no store gets nothing
  {
    name: 'POS transactions TicketViewer/SearchTickets',
    method: 'POST',
    path: 'TicketViewer/SearchTickets',
    body: { FromDate: '2026-10-22', ToDate: '2026-11-20' },
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  // Reports (issue 9): a store user without a store gets nothing; another merchant its own figures
  ...reportIds.map((id): EndpointCase & { name: string } => ({
    name: `reports ${reportPath(id)}`,
    method: 'POST',
    path: reportPath(id),
    body: { From: '2026-10-22', To: '2026-11-20', Comparison: 'previous' },
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  })),
  // Loyalty tier pricing (the rest of its matrix: server/conformance/2-menu-and-reports.test.ts):
  // Corner Market (product mode 2) is not of the store type (refused). The writes stop at their own
  // rule (409: Harbor's list exists / a stale checksum), so the matrix changes nothing.
  ...(
    [
      ['GET', 'TieredPriceList/GetTieredPriceList', undefined, undefined],
      ['GET', 'TieredPriceList/GetMembers?typeFilter=item&pageSize=100', undefined, undefined],
      [
        'POST',
        'TieredPriceList/AddTieredPriceList',
        { Name: 'Harbor Rewards Gold', TieredPriceListId: 0, Members: [] },
        409,
      ],
      [
        'PUT',
        'TieredPriceList/UpdateTieredPriceList',
        () => ({
          Name: 'Harbor Rewards Gold',
          TieredPriceListId: harborPriceListId,
          Members: [],
          ConcurrencyChecksum: 0,
        }),
        409,
      ],
    ] as const
  ).map(([method, path, body, allowedStatus]): EndpointCase & { name: string } => ({
    name: `loyalty ${method} ${path} (product mode 2: not its store type)`,
    method,
    path,
    body: typeof body === 'function' ? body() : body,
    allowed: owner,
    allowedStatus,
    lowerRole: null,
    otherMerchant: { as: 'marketowner', refused: true },
  })),
  // Items in bulk: the reads serve every role of the merchant the categories route serves (a store
  // user needs a store); the writes need a menu editor (a store user of several stores only reads).
  // Another merchant gets its own lists, and Harbor's ids are not found. The import stops at its own
  // rule (400: the columns), so the matrix creates nothing.
  ...(
    [
      ['Item/GetItemBulkLookups', {}, undefined],
      ['Item/ImportItems', { Columns: ['Colour'], Rows: [['red']] }, 400],
      ['Item/GetItemsForExport', {}, undefined],
      ['Item/GetItemsForBulkEdit', { ItemMasterIds: [harborItemId] }, undefined],
      [
        'Item/UpdateMultipleItems',
        { Items: [{ ItemMasterId: harborItemId, ConcurrencyChecksum: 0 }], IsPosActive: true },
        409,
      ],
    ] as const
  ).map(([path, body, allowedStatus]): EndpointCase & { name: string } => ({
    name: `items in bulk ${path}`,
    method: 'POST',
    path,
    body,
    allowed: owner,
    allowedStatus,
    // reads: a store user with no store; writes: a store user of several stores, on one of them
    lowerRole:
      path === 'Item/ImportItems' || path === 'Item/UpdateMultipleItems'
        ? { as: 'shiftlead', store: 2001 }
        : { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'Lobster' },
  })),
  // Change history (a GET: no csrf): whoever the kind's screen serves; another merchant's entity
  // answers nothing of it; a kind whose screen the caller may not see is refused
  {
    name: 'change history of a discount (another merchant: nothing)',
    method: 'GET',
    path: 'ChangeHistory/GetHistory?entityKind=discount&entityId=1',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'HAPPY HOUR' },
  },
  {
    name: 'change history of an item (a store user without a store; another merchant: nothing)',
    method: 'GET',
    path: `ChangeHistory/GetHistory?entityKind=item&entityId=${harborItemId}`,
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'Lobster' },
  },
  {
    name: 'change history of the categories (a store user without a store; another merchant: nothing)',
    method: 'GET',
    path: 'ChangeHistory/GetHistory?entityKind=category',
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'STARTERS' },
  },
  {
    name: 'change history of the price-list prices (a store user without a store; mode 2 refused)',
    method: 'GET',
    path: 'ChangeHistory/GetHistory?entityKind=priceListPrice',
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { as: 'marketowner', refused: true },
  },
  {
    name: 'change history of item availability (another merchant: nothing of Harbor)',
    method: 'GET',
    path: 'ChangeHistory/GetHistory?entityKind=itemAvailability',
    allowed: { as: 'manager' },
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { as: 'admin', merchant: 1003, store: 2201, mustNotContain: 'Harbor' },
  },
  // Categories and items (the rest of their matrix: server/conformance/2-menu-and-reports.test.ts):
  // writes need a menu editor (a store user of several stores only reads); another merchant may not
  // use Harbor's tags, and Harbor's items are not found
  ...(
    [
      [
        'Item/AddItemCategory (another merchant: its tags are not found)',
        'Item/AddItemCategory',
        () => categoryBody({ CategoryName: 'MATRIX' }, [harborMenu.seafoodTag]),
        undefined,
      ],
      [
        'Item/AddItem with an id (stops at the stale checksum; another merchant: not found)',
        'Item/AddItem',
        () => itemBody(harborItemId, 0),
        409,
      ],
    ] as const
  ).map(([name, path, body, allowedStatus]): EndpointCase & { name: string } => ({
    name: `menu ${name}`,
    method: 'POST',
    path,
    body: body(),
    allowed: owner,
    allowedStatus,
    lowerRole: { as: 'shiftlead', store: 2001 },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  })),
  // issue 10: store — the session store's configuration at the portal's paths (the spec's receipt
  // info and preview: server/conformance/): every role of the merchant reads (answers scoped to the
  // session's store); a store user may not change it; the update stops at its stale checksum (409),
  // so the matrix changes nothing
  {
    name: 'store configuration Store/GetStoreSettings',
    method: 'POST',
    path: 'Store/GetStoreSettings',
    body: {},
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'store configuration Store/UpdateStoreSettings (stops at the stale checksum)',
    method: 'POST',
    path: 'Store/UpdateStoreSettings',
    body: {
      StoreName: 'Matrix store',
      StoreContName: 'Matrix contact',
      StoreEmail: 'matrix@example.com',
      StoreContPhone: '(207) 555-0142',
      StoreAdd1: '1 Matrix Way',
      StoreCity: 'Portland',
      StoreState: 'ME',
      StoreZip: '04101',
      PosTimezone: 'America/New_York',
      ConcurrencyChecksum: 0,
    },
    allowed: owner,
    allowedStatus: 409,
    lowerRole: { as: 'manager' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  // issue 10: company
  ...companyCases(),
  // issue 10: employees
  ...employeeCases(),
];

/**
 * Company information (issue 10; the spec's calls: server/conformance/): the logo's delete and the
 * logo itself, written in a company view of more than one site (a store user is refused); another
 * merchant's id is not found.
 */
function companyCases(): (EndpointCase & { name: string })[] {
  const companyView = { as: 'owner' };
  const bankCompany = { as: 'bankowner' };
  const lowerRole = { as: 'shiftlead', store: 2001 };
  return [
    {
      name: 'logo delete (another merchant: not found)',
      method: 'POST',
      path: 'Company/DeleteMerchantLogo',
      body: { MerchantId: 1001 },
      allowed: companyView,
      lowerRole,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
    {
      name: "the logo (none yet: not found; another merchant's: not found)",
      method: 'GET',
      path: 'Company/MerchantLogo?merchantId=1001&v=1',
      allowed: companyView,
      allowedStatus: 404,
      lowerRole: null,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
  ];
}
/** Harbor's seeded employees the employee cases change: Olivia Owner (rank 1), Quinn Avery (former). */
const harborEmployees = { olivia: 0, quinn: 0 };
beforeAll(async () => {
  const rows = await server.db.query<{ employee_id: number; first_name: string }>(
    "select employee_id, first_name from employees where merchant_id = 1001 and first_name in ('Olivia', 'Quinn')",
  );
  for (const r of rows) harborEmployees[r.first_name === 'Olivia' ? 'olivia' : 'quinn'] = r.employee_id;
});

/**
 * Employees (every user of the merchant) and user roles (its admins): a store user (rank 2) may not
 * give the Owner role nor change the owner; another merchant's stores and employees are refused or
 * not found.
 */
function employeeCases(): (EndpointCase & { name: string })[] {
  const employee = (over: Record<string, unknown>) => ({
    ...newEmployeeForm(2001),
    FirstName: 'Matrix',
    LastName: 'Person',
    RoleId: 1,
    ...over,
  });
  const manager = { as: 'manager', store: 2001 };
  const post = (name: string, path: string, body: unknown, lowerRole: typeof manager | null) => ({
    name: `employees ${name}`,
    method: 'POST' as const,
    path,
    body,
    allowed: owner,
    lowerRole,
    otherMerchant: { ...bank, mustNotContain: 'Olivia' },
  });
  return [
    post('Employee/GetEmployees', 'Employee/GetEmployees', {}, null),
    post('Employee/GetMetadata', 'Employee/GetMetadata', {}, null),
    post(
      'Employee/AddEmployee (the Owner role: above a manager)',
      'Employee/AddEmployee',
      employee({ Pin: '770011' }),
      manager,
    ),
    post(
      'Employee/UpdateEmployee (the owner: above a manager; another merchant: not found)',
      'Employee/UpdateEmployee',
      employee({
        EmployeeId: harborEmployees.olivia,
        FirstName: 'Olivia',
        LastName: 'Owner',
        StoreIds: [2001, 2002, 2004, 2005, 2006],
        ConcurrencyChecksum: 1,
      }),
      manager,
    ),
    post(
      'Employee/SetEmployeeActive (another merchant: not found)',
      'Employee/SetEmployeeActive',
      { EmployeeId: harborEmployees.quinn, IsActive: false, ConcurrencyChecksum: 1 },
      null,
    ),
    {
      ...post('UserRole/GetUserRoles (admins only)', 'UserRole/GetUserRoles', {}, manager),
      otherMerchant: { ...bank, mustNotContain: 'Line Cook' },
    },
  ];
}

describe('the access matrix: every endpoint behind a session', () => {
  it.each(cases().map((c) => [c.name]))('%s', async (name) => {
    const c = cases().find((x) => x.name === name);
    if (!c) throw new Error(name);
    await checkEndpointAccess(server, c);
  });
});
