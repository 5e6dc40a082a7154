import { afterAll, beforeAll, describe, it } from 'vitest';
import { newDiscountForm } from '../src/domain/discount';
import { newEmployeeForm } from '../src/domain/employees';
import { harborCompanyFixture } from '../stories/pages/companyInformationFixtures';
import { itemWriteOf, newCategoryForm, newItemForm } from '../src/domain/menuItem';
import { reportIds, reportPath } from '../src/domain/reports';
import { checkEndpointAccess, type EndpointCase } from '../test/accessMatrix';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The access matrix of every endpoint behind a session: no session, no csrf header (writes), a
 * lower role, another merchant, and the caller it serves (test/accessMatrix.ts). A new endpoint
 * gets its row here.
 */
let server: TestServer;
let ownerMembershipId: string;
let harborPriceListId: number;
let harborItemId: number;
let harborMenu = { mains: 0, tax: 0, seafoodTag: 0 };
let harborSale = 0;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const [row] = await server.db.query<{ membership_user_id: string }>(
    "select membership_user_id from users where username = 'owner'",
  );
  ownerMembershipId = row.membership_user_id;
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
  const [sale] = await server.db.query<{ document_id: number }>(
    "select document_id from tickets where store_id = 2001 and transaction_type = 'S' order by document_id desc limit 1",
  );
  harborSale = Number(sale.document_id);
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

/** A valid discount body (UpdateDiscount of a seeded Harbor Bistro discount, or a new one). */
const discountBody = (DiscountId: number, ConcurrencyChecksum: number) => ({
  ...newDiscountForm(),
  DiscountId,
  ConcurrencyChecksum,
  Name: 'STAFF MEAL',
  Description: 'Access matrix',
  DiscountAmount: 10,
});

const cases: () => (EndpointCase & { name: string })[] = () => [
  {
    name: 'portal data',
    method: 'GET',
    path: 'Portal/GetPortalData',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
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
    name: 'notifications',
    method: 'GET',
    path: 'Notification/GetNotifications',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Scheduled maintenance' },
  },
  {
    name: 'company stores (store selection)',
    method: 'POST',
    path: 'Company/GetMerchantStores',
    allowed: owner,
    lowerRole: { as: 'manager' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'assigned stores (store selection of store users)',
    method: 'POST',
    path: 'User/GetBackOfficeAssignedStoresForUser',
    allowed: { as: 'shiftlead' },
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'merchants (merchant selection)',
    method: 'GET',
    path: 'Account/GetStoresWithMerchantsInfo?PageRowCount=25&RequestedPageNum=1',
    allowed: { as: 'madmin' },
    lowerRole: { as: 'owner' },
    // the partner is linked to Harbor Bistro and Corner Market only
    otherMerchant: { as: 'partner', mustNotContain: 'Maple Bank' },
  },
  {
    name: 'store account status',
    method: 'POST',
    path: 'Account/CheckStoreAccountStatus',
    body: { StoreId: 2001, MerchantId: 1001 },
    allowed: owner,
    lowerRole: { as: 'pastdue' },
    otherMerchant: { ...bank, refused: true },
  },
  {
    name: 'store context save',
    method: 'POST',
    path: 'Account/SaveStoreContext?StoreId=2002',
    allowed: owner,
    lowerRole: { as: 'pastdue' },
    otherMerchant: { ...bank, refused: true },
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
  {
    name: 'online-ordering bearer token',
    method: 'POST',
    path: 'Account/GetJwtToken?isAOD=true',
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
  {
    name: 'the merchant (Account/GetMerchant)',
    method: 'POST',
    path: 'Account/GetMerchant',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: "the merchant's users (every role gets its scope: see merchantAndUsers.test.ts)",
    method: 'POST',
    path: 'User/GetUsers',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Olivia' },
  },
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
  {
    name: 'the hosted payment page address (GetCreditHPMUrl)',
    method: 'POST',
    path: 'AccountBilling/GetCreditHPMUrl',
    body: { ConcurrencyChecksum: 1 },
    allowed: owner,
    // a user who may not pay
    lowerRole: { as: 'manager' },
    otherMerchant: { as: 'marketowner', mustNotContain: 'Harbor' },
  },
  // Discounts: every signed-in role of the merchant sees the screens; another merchant's ids are not found
  ...(
    [
      ['Discount/GetActiveDiscounts', {}],
      ['Discount/GetMetadata', {}],
      ['Store/GetStoresForDiscounts', { PageRowCount: 10000 }],
      ['Discount/CreateDiscount', { ...discountBody(0, 0), Name: 'MATRIX' }],
    ] as const
  ).map(([path, body]): EndpointCase & { name: string } => ({
    name: `discounts ${path}`,
    method: 'POST',
    path,
    body,
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  })),
  {
    name: 'discounts Discount/GetDiscount (another merchant: not found)',
    method: 'POST',
    path: 'Discount/GetDiscount',
    body: { DiscountId: 3 },
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'SENIOR' },
  },
  {
    name: 'discounts Discount/UpdateDiscount (another merchant: not found)',
    method: 'POST',
    path: 'Discount/UpdateDiscount',
    body: discountBody(2, 1),
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'discounts Discount/DeleteDiscount (a multi-store user who is not enterprise-level may not)',
    method: 'POST',
    path: 'Discount/DeleteDiscount',
    body: { DiscountId: 9, ConcurrencyChecksum: 1 },
    allowed: owner,
    lowerRole: { as: 'shiftlead', store: 2001 },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  // POS transactions: a store user with no store gets nothing; another merchant's ticket is not found
  ...(
    [
      ['POST', 'TicketViewer/SearchTickets', () => ({ FromDate: '2026-10-22', ToDate: '2026-11-20' })],
      [
        'POST',
        'TicketViewer/GetTickets',
        () => ({ FromDate: '2026-10-22', ToDate: '2026-11-20', TicketNumber: 1001 }),
      ],
      ...['GetTicketDetail2', 'GetTicketLines', 'GetTicketPayments', 'GetTicketTaxes', 'GetTicketNotes'].map(
        (call) => ['POST', `TicketViewer/${call}`, () => ({ DocumentId: harborSale })] as const,
      ),
      ['POST', 'ReceiptPreview/GetReceiptPreview', () => ({ DocumentId: harborSale })],
      [
        'POST',
        'ReceiptPreview/SendEmailReceipt',
        () => ({ DocumentId: harborSale, EmailAddress: 'matrix@example.com' }),
      ],
      [
        'GET',
        'Export/GetPosTransactionExport?exportTypeCode=pt&FromDate=2026-11-01&ToDate=2026-11-20&PageRowCount=50',
        () => undefined,
      ],
    ] as const
  ).map(([method, path, body]): EndpointCase & { name: string } => ({
    name: `POS transactions ${path.split('?')[0]}`,
    method,
    path,
    body: body(),
    allowed: owner,
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  })),
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
  // Loyalty tier pricing: Corner Market (product mode 2) is not of the store type (refused); Maple
  // Bank's owner gets Maple Bank's list only. The writes stop at their own rule (409: Harbor's list
  // exists / a stale checksum), so the matrix changes nothing.
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
  ).flatMap(([method, path, body, allowedStatus]): (EndpointCase & { name: string })[] => [
    {
      name: `loyalty ${method} ${path}`,
      method,
      path,
      body: typeof body === 'function' ? body() : body,
      allowed: owner,
      allowedStatus,
      // a store user with no store
      lowerRole: { as: 'shiftlead' },
      otherMerchant: { ...bank, mustNotContain: 'Harbor' },
    },
    {
      name: `loyalty ${method} ${path} (product mode 2: not its store type)`,
      method,
      path,
      body: typeof body === 'function' ? body() : body,
      allowed: owner,
      allowedStatus,
      lowerRole: null,
      otherMerchant: { as: 'marketowner', refused: true },
    },
  ]),
  // Item availability: a store user on the store; enterprise (company) users are refused (§6); an
  // admin on Corner Market sees none of Harbor's items and may not change one
  ...(
    [
      ['Item/GetItemAvailability', {}],
      [
        'Item/UpdateItemAvailability',
        [
          {
            ItemMasterId: harborItemId,
            IsInStock: true,
            IsAvailableOnline: true,
            Version: 0,
            IdempotencyKey: crypto.randomUUID(),
          },
        ],
      ],
      ['Item/UpdateItemAvailabilityAllInStock', {}],
      ['Item/UpdateItemAvailabilityAllIsOnline', {}],
    ] as const
  ).map(([path, body]): EndpointCase & { name: string } => ({
    name: `item availability ${path}`,
    method: 'POST',
    path,
    body,
    allowed: { as: 'manager' },
    lowerRole: { as: 'owner', store: 2001 },
    otherMerchant:
      path === 'Item/UpdateItemAvailability'
        ? { as: 'admin', merchant: 1003, store: 2201, refused: true }
        : { as: 'admin', merchant: 1003, store: 2201, mustNotContain: 'Lobster' },
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
  // Categories and items: every signed-in role of the merchant reads; writes need a menu editor (a
  // store user of several stores only reads); another merchant's categories and items are not found
  ...(
    [
      ['Item/GetItemCategories', {}, 'STARTERS'],
      ['Item/GetCategoriesAndItems', {}, 'Lobster'],
      ['Tag/GetTagsForCategory', { ItemCategoryId: 0 }, 'Seafood'],
      ['Department/GetDepartments', {}, 'Retail'],
      ['Item/GetItems', { PageRowCount: 100 }, 'Lobster'],
      ['Tax/GetActiveTaxCategories', {}, 'Alcohol'],
      ['Item/GetPrinterGroups', { SearchArg3: '1' }, '"PrinterGroupName":"Bar"'],
      ['EventSchedule/GetAll', {}, 'Oyster'],
    ] as const
  ).map(([path, body, text]): EndpointCase & { name: string } => ({
    name: `menu ${path}`,
    method: 'POST',
    path,
    body,
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: text },
  })),
  ...(
    [
      [
        'Item/GetItem (another merchant: not found)',
        'Item/GetItem',
        () => ({ ItemMasterId: harborItemId }),
        undefined,
      ],
      [
        'Item/AddItemCategory (another merchant: its tags are not found)',
        'Item/AddItemCategory',
        () => categoryBody({ CategoryName: 'MATRIX' }, [harborMenu.seafoodTag]),
        undefined,
      ],
      [
        'Item/EditItemCategory (stops at the stale checksum; another merchant: not found)',
        'Item/EditItemCategory',
        () =>
          categoryBody({ ItemCategoryId: harborMenu.mains, CategoryName: 'MAINS', ConcurrencyChecksum: 0 }),
        409,
      ],
      [
        'Item/AddItem id 0 (another merchant: the category is not found)',
        'Item/AddItem',
        () => itemBody(0, 0),
        undefined,
      ],
      [
        'Item/AddItem with an id (stops at the stale checksum; another merchant: not found)',
        'Item/AddItem',
        () => itemBody(harborItemId, 0),
        409,
      ],
      [
        'Item/DeleteItem (stops at the stale checksum; another merchant: not found)',
        'Item/DeleteItem',
        () => ({ ItemMasterId: harborItemId, ConcurrencyChecksum: 0 }),
        409,
      ],
      [
        'EventSchedule/Insert',
        'EventSchedule/Insert',
        () => ({ Name: 'Matrix schedule', DaysOfWeek: [1], StartTime: '09:00', EndTime: '10:00' }),
        undefined,
      ],
    ] as const
  ).map(([name, path, body, allowedStatus]): EndpointCase & { name: string } => ({
    name: `menu ${name}`,
    method: 'POST',
    path,
    body: body(),
    allowed: owner,
    allowedStatus,
    lowerRole: path === 'Item/GetItem' ? null : { as: 'shiftlead', store: 2001 },
    otherMerchant: { ...bank, mustNotContain: path === 'EventSchedule/Insert' ? 'Oyster' : 'Harbor' },
  })),
  {
    name: 'licence acceptance (reaches its own rule: nothing pending)',
    method: 'POST',
    path: 'Account/UpdateMerchantEulaHistory',
    body: { eulaId: 1, membershipUserId: ownerMembershipId, merchantId: 1001, merchantStatusCode: 2 },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: null,
    otherMerchant: { ...bank, refused: true },
  },
  {
    name: 'password change (reaches its own rule: the old password)',
    method: 'POST',
    path: 'User/ChangePassword',
    body: {
      MembershipUserId: ownerMembershipId,
      MembershipUserName: 'owner',
      POSUserId: null,
      OldPassword: 'Not#The1Password',
      Password: 'Brand#New2Password',
      ReenterPassword: 'Brand#New2Password',
    },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: null,
    otherMerchant: { ...bank, refused: true },
  },
  // issue 10: paycodes. Every role the settings route serves reads; the writes are refused in a
  // company view of several sites (the "lower" caller: the owner with no store chosen, 403) and stop
  // at their own rule for the allowed caller (400: a name taken, SAFEDROP locked), so the matrix
  // changes nothing; another merchant gets its own codes, and Harbor's ids are not found.
  {
    name: 'pay codes PayInOutReasonCodes/GetAll',
    method: 'POST',
    path: 'PayInOutReasonCodes/GetAll',
    body: {},
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"MerchantId":1001' },
  },
  {
    name: 'pay codes PayInOutReasonCodes/Insert (reaches its own rule: the name is taken)',
    method: 'POST',
    path: 'PayInOutReasonCodes/Insert',
    body: { ReasonCodeId: 0, Name: 'produce', Description: 'Matrix', Type: 0 },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: { as: 'owner' },
    otherMerchant: { ...bank, mustNotContain: '"MerchantId":1001' },
  },
  {
    name: 'pay codes PayInOutReasonCodes/Update (SAFEDROP locked; another merchant: not found)',
    method: 'POST',
    path: 'PayInOutReasonCodes/Update',
    body: { ReasonCodeId: 1, Name: 'SAFEDROP', Description: 'Matrix', Type: 0, ConcurrencyChecksum: 1 },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: { as: 'owner' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  {
    name: 'alerts Alert/GetAlertConfiguration',
    method: 'GET',
    path: 'Alert/GetAlertConfiguration',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
  },
  {
    name: 'alerts Alert/UpdateAlertConfiguration (reaches its own rule: a threshold of 0)',
    method: 'POST',
    path: 'Alert/UpdateAlertConfiguration',
    body: {
      AlertConfigurations: [1, 2, 3, 4, 5].map((id) => ({
        AlertDefinitionId: id,
        SubscriptionStatus: 1,
        PercentThreshold: 0,
      })),
      ConcurrencyChecksum: 1,
    },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: { as: 'owner' },
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  // issue 10: security
  {
    name: 'security controls read',
    method: 'GET',
    path: 'SecurityControls/GetSecurityControls',
    allowed: owner,
    // every role the route serves reads its store's controls; the answer is its own store's
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
  },
  {
    name: 'security controls update (reaches its own rule: a stale checksum)',
    method: 'POST',
    path: 'SecurityControls/UpdateSecurityControl',
    body: {
      IsLimitChecksEnabled: false,
      IsLimitClearItemsEnabled: false,
      IsLimitDeleteTicketsEnabled: false,
      IsLimitMaxRefundAmountEnabled: false,
      IsLimitUserPermissionEnabled: true,
      ConcurrencyChecksum: 999999,
    },
    allowed: owner,
    allowedStatus: 409,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
  },
  {
    name: 'schedule enforcement read',
    method: 'GET',
    path: 'ScheduleEnforcement/GetScheduleEnforcement?merchantId=1001&storeId=2001',
    allowed: owner,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true },
  },
  {
    name: 'schedule enforcement save (reaches its own rule: a stale checksum)',
    method: 'POST',
    path: 'ScheduleEnforcement/SaveScheduleEnforcement',
    body: {
      merchantId: 1001,
      storeId: 2001,
      isClockInEnforcementEnabled: false,
      clockInLowerLimit: -5,
      clockInUpperLimit: -5,
      isClockOutEnforcementEnabled: false,
      clockOutLowerLimit: -5,
      clockOutUpperLimit: -5,
      isUnScheduledShiftApprovalRequired: false,
      lastModifiedUserCode: null,
      concurrencyChecksum: 999999,
    },
    allowed: owner,
    allowedStatus: 409,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true },
  },
  // issue 10: revenue
  ...[
    'RevenueCenter/GetRevenueCenters?merchantId=1001',
    'RevenueCenter/GetStoreDetails?merchantId=1001',
    'RevenueCenter/GetAddRevenueCenterValidation?merchantId=1001',
  ].map((path) => ({
    name: `revenue centers: ${path}`,
    method: 'GET' as const,
    path,
    allowed: owner,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true as const },
  })),
  {
    name: 'revenue centers: one center (reaches its own rule: no such center)',
    method: 'GET',
    path: 'RevenueCenter/GetRevenueCenterById?merchantId=1001&revenueCenterId=999999',
    allowed: owner,
    allowedStatus: 404,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true },
  },
  ...['RevenueCenter/GetRevenueCenterDevices', 'RevenueCenter/GetOrderModes'].map((path) => ({
    name: `revenue centers: ${path}`,
    method: 'POST' as const,
    path,
    body: { MerchantId: 1001, Stores: [2001] },
    allowed: owner,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true as const },
  })),
  {
    name: 'revenue centers: save (reaches its own rule: another merchant’s store)',
    method: 'POST',
    path: 'RevenueCenter/SaveRevenueCenter',
    body: {
      MerchantId: 1001,
      RevenueCenterId: 0,
      Name: 'Matrix',
      Description: 'Access matrix',
      ExternalId: '',
      LastModifiedUserCode: 'owner',
      Stores: [{ StoreId: 2101, StoreDeviceIds: [], OrderModes: [] }],
      ConcurrencyChecksum: 0,
    },
    allowed: owner,
    allowedStatus: 400,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true },
  },
  {
    name: 'revenue centers: delete (reaches its own rule: no such center)',
    method: 'DELETE',
    path: 'RevenueCenter/DeleteRevenueCenter?merchantId=1001&revenueCenterId=999999&concurrencyChecksum=1',
    allowed: owner,
    allowedStatus: 404,
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: { ...bank, refused: true },
  },
  // issue 10: store — the session store's configuration: every role of the merchant reads and
  // previews (answers scoped to the session's store); a store user may not change it; the update
  // stops at its stale checksum (409), so the matrix changes nothing
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
  {
    name: 'store configuration Email/PreviewLight',
    method: 'POST',
    path: 'Email/PreviewLight?isAjaxRequest=true',
    body: { company: { StoreName: 'Matrix store', StoreCity: 'Portland' }, mailoutId: 0 },
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Harbor' },
  },
  // issue 10: company
  ...companyCases(),
  // issue 10: employees
  ...employeeCases(),
];

/**
 * Company information (issue 10): read by every settings user, written in a company view of more
 * than one site (a store user is refused); another merchant's id is not found.
 */
function companyCases(): (EndpointCase & { name: string })[] {
  const companyView = { as: 'owner' };
  const bankCompany = { as: 'bankowner' };
  const lowerRole = { as: 'shiftlead', store: 2001 };
  const harbor = { ...harborCompanyFixture, ConcurrencyChecksum: 0 };
  return [
    {
      name: 'company information read',
      method: 'POST',
      path: 'Company/GetCompanyContactInfoAndIndustry',
      allowed: companyView,
      lowerRole: null,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
    {
      name: 'company information update (stops at the stale checksum; another merchant: not found)',
      method: 'POST',
      path: 'Company/UpdateCompanyContactInfoAndIndustry',
      body: { NotifyCommerce: true, UpdateStoreCoordinates: null, Company: harbor },
      allowed: companyView,
      allowedStatus: 409,
      lowerRole,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
    {
      name: 'countries',
      method: 'POST',
      path: 'Locale/GetAllCountries',
      allowed: companyView,
      lowerRole: null,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
    {
      name: 'states of a country',
      method: 'GET',
      path: 'Locale/GetStatesByCountryId?countryId=840',
      allowed: companyView,
      lowerRole: null,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
    {
      name: 'logo upload (a JSON body reaches its own rule: no merchantId)',
      method: 'POST',
      path: 'Company/UpdateMerchantLogo',
      body: {},
      allowed: companyView,
      allowedStatus: 400,
      lowerRole,
      otherMerchant: { ...bankCompany, mustNotContain: 'Harbor' },
    },
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
