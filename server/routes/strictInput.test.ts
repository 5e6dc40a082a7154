import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { type Company, companyFormOf, updateCompanyBody } from '../../src/domain/company';
import { DEMO_PASSWORD } from '../demo/accounts';

/**
 * Strict input (one table): every bad value in every field of every endpoint that takes input is a
 * 400 in the contract's shape naming the rule broken, never a 500, and changes nothing. The valid
 * request of each endpoint is sent last, to show that the one bad field alone was refused.
 * (Notification/GetNotifications, GetPortalData, GetFeatureFlags, GetVersion and the reseller
 * configuration take no input.)
 */

type Kind = 'text' | 'name' | 'email' | 'integer' | 'flag' | 'queryInteger' | 'queryFlag' | 'queryText';

const NUL = 'Validation.NulByte';
const TYPE = 'Validation.Type';
const RANGE = 'Validation.IntegerRange';
const INVISIBLE = 'Validation.InvisibleCharacters';
const TOO_DEEP = 'Server.JsonTooDeep';
/** A field's value nested 5,000 arrays deep, as text (issue 22 §5), put where DEEP_MARK is. */
const DEEP_MARK = '\u2063deep';
const deepField = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

const textValues: [unknown, string][] = [
  ['a\u0000b', NUL],
  ['\u0000', NUL],
  [['x'], TYPE],
  [true, TYPE],
  [false, TYPE],
  [5, TYPE],
  [{ x: 'y' }, TYPE],
];
const invisibleNames: [unknown, string][] = [
  ['own\u200Ber', INVISIBLE], // zero-width space
  ['own\u200Der', INVISIBLE], // zero-width joiner
  ['\u202Eowner', INVISIBLE], // right-to-left override
  ['owner\u2066', INVISIBLE], // left-to-right isolate
  ['\u200Fowner', INVISIBLE], // right-to-left mark
  ['\uFEFFowner', INVISIBLE], // byte-order mark
  ['ow\u00ADner', INVISIBLE], // soft hyphen
  ['ow\u2060ner', INVISIBLE], // word joiner
  ['owner\u0007', INVISIBLE], // a control character
];

/** Raw query values (already URL-encoded where they must be). */
const bad: Record<Kind, [unknown, string][]> = {
  text: textValues,
  name: [...textValues, ...invisibleNames],
  email: [...textValues, ['owner\u200B@example.com', INVISIBLE], ['\u202Eowner@example.com', INVISIBLE]],
  integer: [
    [2_147_483_648, RANGE],
    [-2_147_483_649, RANGE],
    [2 ** 53, RANGE],
    [1e20, RANGE],
    ['10', TYPE],
    ['0x10', TYPE],
    ['1e3', TYPE],
    [true, TYPE],
    [[1], TYPE],
    [{ n: 1 }, TYPE],
    ['1\u00002', NUL],
    [1.5, 'Validation.Number'],
  ],
  flag: [
    ['true', TYPE],
    [1, TYPE],
    [0, TYPE],
    [['true'], TYPE],
    ['yes', TYPE],
    ['tr\u0000ue', NUL],
  ],
  queryInteger: [
    ['0x10', TYPE],
    ['0X1F', TYPE],
    ['1e3', TYPE],
    ['1.5', TYPE],
    ['%2010', TYPE],
    ['+5', TYPE],
    ['', TYPE],
    ['true', TYPE],
    ['2147483648', RANGE],
    ['99999999999999999999', RANGE],
    ['1%002', NUL],
  ],
  queryFlag: [
    ['1', TYPE],
    ['yes', TYPE],
    ['', TYPE],
    ['true%00', NUL],
  ],
  queryText: [['a%00b', NUL]],
};

const WRONG = 'Wrong#Password1';
const NEW = 'Harbor!Light42';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  agent: () => Agent;
  /** the path with a valid query string */
  path: () => string;
  body?: () => Record<string, unknown>;
  fields: [string, Kind][];
  query?: [string, Kind][];
  /** the fields are those of this object of the body (e.g. Company of the company update) */
  nest?: string;
  /** the valid request answers this status (200, or 200 with success false for a wrong password) */
  validStatus?: number;
}

let s: TestServer;
const agents: Record<string, Agent> = {};
const ids: Record<string, { membership: string; pos: number }> = {};
let resetToken = '';
let harborPriceList = { id: 0, checksum: 0 };
let harborMenu = { category: 0, tax: 0 };
let harborSale = 0;
/** issue 10's records, read after log-on: the company, a role and an employee, the checksums */
let harborCompany: Record<string, unknown> = {};
let harborEmployee = { id: 0, checksum: 0, roleId: 0 };
let downtownSecurity: Record<string, unknown> = {};
let downtownSchedule = 0;

async function userIds(username: string) {
  const [row] = await s.db.query<{ membership_user_id: string; pos_user_id: number }>(
    'select membership_user_id, pos_user_id from users where username = $1',
    [username],
  );
  return { membership: row.membership_user_id, pos: row.pos_user_id };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['owner', 'manager', 'shiftlead', 'admin', 'newhire']) {
    agents[name] = s.agent();
    expect((await agents[name].login(name)).success).toBe(true);
    ids[name] = await userIds(name);
  }
  // the owner in a session of its own that stays at Harbor Downtown (the store-context row moves the
  // other one to Harbor Uptown, where Harbor Downtown's tickets are not found)
  agents.ownerAtDowntown = s.agent();
  expect((await agents.ownerAtDowntown.login('owner')).success).toBe(true);
  await s.agent().post('Account/ForgotPassword', { userName: 'marketowner' });
  const [mail] = await s.db.query<{ body_text: string }>(
    "select body_text from outbox where to_address = 'marketowner@example.com' order by id desc limit 1",
  );
  const [list] = await s.db.query<{ tiered_price_list_id: number; concurrency_checksum: number }>(
    'select tiered_price_list_id, concurrency_checksum from tiered_price_lists where merchant_id = 1001',
  );
  harborPriceList = { id: list.tiered_price_list_id, checksum: list.concurrency_checksum };
  const [menu] = await s.db.query<{ category: number; tax: number }>(
    `select (select item_category_id from item_categories where merchant_id = 1001 and category_name = 'MAINS') as category,
       (select tax_category_id from tax_categories where merchant_id = 1001 and is_default) as tax`,
  );
  harborMenu = menu;
  const [sale] = await s.db.query<{ document_id: number }>(
    "select document_id from tickets where store_id = 2001 and transaction_type = 'S' order by document_id desc limit 1",
  );
  harborSale = Number(sale.document_id);
  agents.ownerStore = s.agent();
  expect((await agents.ownerStore.login('owner')).success).toBe(true);
  expect((await agents.ownerStore.post('Account/SaveStoreContext?StoreId=2001', {})).status).toBe(200);
  agents.ownerCompany = s.agent();
  expect((await agents.ownerCompany.login('owner')).success).toBe(true);
  const company = await (
    await agents.ownerCompany.post('Company/GetCompanyContactInfoAndIndustry', {})
  ).json();
  harborCompany = updateCompanyBody(companyFormOf(company.Entity.Company as Company)).Company;
  const [employee] = await s.db.query<{ employee_id: number; concurrency_checksum: number; role: number }>(
    `select e.employee_id, e.concurrency_checksum,
       (select r.merchant_user_role_id from merchant_user_roles r where r.merchant_id = 1001
         order by r.rank desc limit 1) as role
     from employees e join employee_stores es using (employee_id)
     where e.merchant_id = 1001 and es.store_id = 2001 and e.is_active order by e.employee_id desc limit 1`,
  );
  harborEmployee = {
    id: employee.employee_id,
    checksum: employee.concurrency_checksum,
    roleId: employee.role,
  };
  const security = await (await agents.ownerStore.get('SecurityControls/GetSecurityControls')).json();
  const { StoreId: _store, ...securityBody } = security.Entity;
  downtownSecurity = securityBody;
  const schedule = await (
    await agents.ownerStore.get('ScheduleEnforcement/GetScheduleEnforcement?merchantId=1001&storeId=2001')
  ).json();
  downtownSchedule = schedule.Entity.concurrencyChecksum;
  resetToken = decodeURIComponent(/[?&]tk=([^\s&]+)/.exec(mail.body_text)?.[1] ?? '');
  expect(resetToken).not.toBe('');
});
afterAll(() => s.close());

const paging = () => ({
  PageRowCount: 25,
  RequestedPageNum: 1,
  TotalRowCount: -1,
  SearchArg: '',
  includeDeletedStores: true,
  SearchArg4: null,
  SearchArg5: true,
  SearchArg6: null,
  isNewUi: true,
});
const pagingFields: [string, Kind][] = [
  ['PageRowCount', 'integer'],
  ['RequestedPageNum', 'integer'],
  ['TotalRowCount', 'integer'],
  ['SearchArg', 'text'],
  ['includeDeletedStores', 'flag'],
  ['SearchArg4', 'text'],
  ['SearchArg5', 'flag'],
  ['SearchArg6', 'text'],
  ['isNewUi', 'flag'],
];

const endpoints: Endpoint[] = [
  {
    name: 'log on',
    method: 'POST',
    agent: () => s.agent(),
    path: () => 'Account/LogOn',
    body: () => ({ username: 'owner', password: WRONG }),
    fields: [
      ['username', 'name'],
      ['password', 'text'],
    ],
  },
  {
    name: 'forgot password',
    method: 'POST',
    agent: () => s.agent(),
    path: () => 'Account/ForgotPassword',
    body: () => ({ userName: 'owner' }),
    fields: [['userName', 'name']],
  },
  {
    name: 'forgot username',
    method: 'POST',
    agent: () => s.agent(),
    path: () => 'Account/SendUserNamesEmail',
    body: () => ({ emailAddress: 'owner@example.com' }),
    fields: [['emailAddress', 'email']],
  },
  {
    name: 'reset with the e-mailed token',
    method: 'POST',
    agent: () => s.agent(),
    path: () => `User/ChangePasswordAndCreateSession?tk=${encodeURIComponent(resetToken)}`,
    body: () => ({ newPassword: NEW }),
    fields: [['newPassword', 'text']],
    query: [['tk', 'queryText']],
  },
  {
    name: 'change password',
    method: 'POST',
    agent: () => agents.manager,
    path: () => 'User/ChangePassword',
    body: () => ({
      MembershipUserId: ids.manager.membership,
      MembershipUserName: 'manager',
      POSUserId: ids.manager.pos,
      OldPassword: DEMO_PASSWORD,
      Password: NEW,
      ReenterPassword: NEW,
    }),
    fields: [
      ['MembershipUserId', 'text'],
      ['MembershipUserName', 'name'],
      ['POSUserId', 'integer'],
      ['OldPassword', 'text'],
      ['Password', 'text'],
      ['ReenterPassword', 'text'],
    ],
  },
  {
    name: 'renew session',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Account/RenewSession',
    body: () => ({ password: DEMO_PASSWORD }),
    fields: [['password', 'text']],
  },
  {
    name: 'licence acceptance',
    method: 'POST',
    agent: () => agents.newhire,
    path: () => 'Account/UpdateMerchantEulaHistory',
    body: () => ({
      eulaId: 1,
      membershipUserId: ids.newhire.membership,
      merchantId: 1001,
      merchantStatusCode: 2,
    }),
    fields: [
      ['eulaId', 'integer'],
      ['membershipUserId', 'text'],
      ['merchantId', 'integer'],
      ['merchantStatusCode', 'integer'],
    ],
  },
  {
    name: 'store status',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Account/CheckStoreAccountStatus',
    body: () => ({ StoreId: 2001, MerchantId: 1001 }),
    fields: [
      ['StoreId', 'integer'],
      ['MerchantId', 'integer'],
    ],
  },
  {
    name: 'save store context',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Account/SaveStoreContext?StoreId=2002',
    body: () => ({ StoreCode: 'HB-UT', StoreName: 'Harbor Uptown', OverrideMerchantId: null }),
    fields: [
      ['StoreCode', 'text'],
      ['StoreName', 'text'],
      ['OverrideMerchantId', 'integer'],
    ],
    query: [['StoreId', 'queryInteger']],
  },
  {
    name: "the merchant's stores",
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Company/GetMerchantStores',
    body: paging,
    fields: pagingFields,
  },
  {
    name: 'assigned stores',
    method: 'POST',
    agent: () => agents.shiftlead,
    path: () => 'User/GetBackOfficeAssignedStoresForUser',
    body: paging,
    fields: pagingFields,
  },
  {
    name: 'merchant paging',
    method: 'GET',
    agent: () => agents.admin,
    path: () =>
      'Account/GetStoresWithMerchantsInfo?PageRowCount=25&RequestedPageNum=1&TotalRowCount=-1&SearchArg=harbor&SearchArg5=true&includeDeletedStores=true&isNewUi=true',
    fields: [],
    query: [
      ['PageRowCount', 'queryInteger'],
      ['RequestedPageNum', 'queryInteger'],
      ['TotalRowCount', 'queryInteger'],
      ['SearchArg', 'queryText'],
      ['SearchArg5', 'queryFlag'],
      ['includeDeletedStores', 'queryFlag'],
      ['isNewUi', 'queryFlag'],
    ],
  },
  {
    name: 'online-ordering token',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Account/GetJwtToken?isAOD=true',
    fields: [],
    query: [['isAOD', 'queryFlag']],
  },
  {
    name: 'loyalty tier price list members',
    method: 'GET',
    agent: () => agents.owner,
    path: () => 'TieredPriceList/GetMembers?tieredPriceListId=0&pageNumber=1&pageSize=25&itemNameFilter=a',
    fields: [],
    query: [
      ['tieredPriceListId', 'queryInteger'],
      ['pageNumber', 'queryInteger'],
      ['pageSize', 'queryInteger'],
      ['itemNameFilter', 'queryText'],
    ],
  },
  {
    name: 'loyalty tier price list update (PUT)',
    method: 'PUT',
    agent: () => agents.owner,
    path: () => 'TieredPriceList/UpdateTieredPriceList',
    body: () => ({
      Name: 'Harbor Rewards Gold',
      TieredPriceListId: harborPriceList.id,
      ConcurrencyChecksum: harborPriceList.checksum,
      Members: [],
    }),
    fields: [
      ['Name', 'text'],
      ['TieredPriceListId', 'integer'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
  {
    name: 'item list',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Item/GetItems',
    body: () => ({ ...paging(), NumericKeySearchArg: null, SearchArg2: 'all', SearchArg3: '' }),
    fields: [
      ...pagingFields,
      ['NumericKeySearchArg', 'integer'],
      ['SearchArg2', 'text'],
      ['SearchArg3', 'text'],
    ],
  },
  {
    name: 'item add',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'Item/AddItem',
    body: () => ({
      ItemMasterId: 0,
      ItemName: 'Strict dish',
      Description: '',
      ItemCategoryId: harborMenu.category,
      TaxCategoryId: harborMenu.tax,
      SoldBy: 1,
      RetailPrice: 10,
      PrintPriority: 0,
      IsSellable: true,
      IsFavorite: false,
      PromptForPrice: false,
      ConcurrencyChecksum: 0,
    }),
    fields: [
      ['ItemMasterId', 'integer'],
      ['ItemName', 'name'],
      ['Description', 'text'],
      ['ItemCategoryId', 'integer'],
      ['TaxCategoryId', 'integer'],
      ['PrintPriority', 'integer'],
      ['ConcurrencyChecksum', 'integer'],
      ['IsSellable', 'flag'],
      ['IsFavorite', 'flag'],
      ['PromptForPrice', 'flag'],
    ],
  },
  {
    name: 'POS transaction search',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'TicketViewer/SearchTickets',
    body: () => ({
      ...paging(),
      FromDate: '2026-11-01',
      ToDate: '2026-11-20',
      TicketNumber: null,
      BusinessDate: null,
    }),
    fields: [
      ...pagingFields,
      ['FromDate', 'text'],
      ['ToDate', 'text'],
      ['TicketNumber', 'integer'],
      ['BusinessDate', 'text'],
      ['TicketFilter', 'text'],
      ['SearchArg2', 'text'],
      ['SearchColumnFilter', 'text'],
      ['SortColumn', 'text'],
      ['SortDirection', 'text'],
    ],
  },
  {
    name: 'ticket detail',
    method: 'POST',
    agent: () => agents.ownerAtDowntown,
    path: () => 'TicketViewer/GetTicketDetail2',
    body: () => ({ DocumentId: harborSale }),
    fields: [
      ['DocumentId', 'integer'],
      ['TicketNumber', 'integer'],
      ['BusinessDate', 'text'],
      ['PageRowCount', 'integer'],
    ],
  },
  {
    name: 'receipt e-mail',
    method: 'POST',
    agent: () => agents.ownerAtDowntown,
    path: () => 'ReceiptPreview/SendEmailReceipt',
    body: () => ({ DocumentId: harborSale, EmailAddress: 'strict@example.com' }),
    fields: [
      ['DocumentId', 'integer'],
      ['EmailAddress', 'text'],
      ['IncludeCustomerInfo', 'flag'],
      ['IncludeNotes', 'flag'],
    ],
  },
  {
    name: 'POS transactions export',
    method: 'GET',
    agent: () => agents.owner,
    path: () =>
      'Export/GetPosTransactionExport?exportTypeCode=pt&FromDate=2026-11-19&ToDate=2026-11-20&TicketFilter=&SearchArg=&PageRowCount=10',
    fields: [],
    query: [
      ['FromDate', 'queryText'],
      ['SearchArg', 'queryText'],
      ['TicketFilter', 'queryText'],
    ],
  },
  {
    name: 'event schedule insert',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'EventSchedule/Insert',
    body: () => ({ Name: 'Strict schedule', DaysOfWeek: [1], StartTime: '09:00', EndTime: '10:00' }),
    fields: [
      ['Name', 'name'],
      ['StartTime', 'text'],
      ['EndTime', 'text'],
      ['IsActive', 'flag'],
    ],
  },
  // issue 10: revenue
  {
    name: 'revenue centers list',
    method: 'GET',
    agent: () => agents.owner,
    path: () => 'RevenueCenter/GetRevenueCenters?merchantId=1001',
    fields: [],
    query: [['merchantId', 'queryInteger']],
  },
  {
    name: 'revenue center save',
    method: 'POST',
    agent: () => agents.owner,
    path: () => 'RevenueCenter/SaveRevenueCenter',
    body: () => ({
      MerchantId: 1001,
      RevenueCenterId: 0,
      Name: 'Strict center',
      Description: 'Strict input',
      ExternalId: '',
      LastModifiedUserCode: 'owner',
      Stores: [{ StoreId: 2002, StoreDeviceIds: [], OrderModes: [] }],
      ConcurrencyChecksum: 0,
    }),
    fields: [
      ['MerchantId', 'integer'],
      ['RevenueCenterId', 'integer'],
      ['Name', 'text'],
      ['Description', 'text'],
      ['ExternalId', 'text'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
  // issue 10: company, pay codes, security, schedule enforcement, employees
  {
    name: 'company information update',
    method: 'POST',
    agent: () => agents.ownerCompany,
    path: () => 'Company/UpdateCompanyContactInfoAndIndustry',
    body: () => ({ Company: harborCompany }),
    nest: 'Company',
    fields: [
      ['MerchantId', 'integer'],
      ['CountryId', 'integer'],
      ['ContName', 'text'],
      ['ContEmail', 'text'],
      ['CoName', 'text'],
      ['IndustryId', 'integer'],
      ['CoAdd1', 'text'],
      ['CoAdd2', 'text'],
      ['CoCity', 'text'],
      ['CoState', 'text'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
  {
    name: 'pay code insert',
    method: 'POST',
    agent: () => agents.ownerStore,
    path: () => 'PayInOutReasonCodes/Insert',
    body: () => ({ ReasonCodeId: 0, Name: 'Strict', Description: 'Strict input', Type: 1, IsDeleted: false }),
    fields: [
      ['ReasonCodeId', 'integer'],
      ['Name', 'text'],
      ['Description', 'text'],
      // Type is a choice of 0 or 1: a number outside it is PayCode.TypeRequired (payCode.test.ts)
      ['IsDeleted', 'flag'],
    ],
  },
  {
    name: 'security controls update',
    method: 'POST',
    agent: () => agents.ownerStore,
    path: () => 'SecurityControls/UpdateSecurityControl',
    body: () => downtownSecurity,
    fields: [
      ['IsLimitChecksEnabled', 'flag'],
      ['IsLimitUserPermissionEnabled', 'flag'],
      ['IsShiftAmountEnabled', 'flag'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
  {
    name: 'schedule enforcement save',
    method: 'POST',
    agent: () => agents.ownerStore,
    path: () => 'ScheduleEnforcement/SaveScheduleEnforcement',
    body: () => ({
      merchantId: 1001,
      storeId: 2001,
      isClockInEnforcementEnabled: true,
      clockInLowerLimit: 10,
      clockInUpperLimit: 10,
      isClockOutEnforcementEnabled: false,
      clockOutLowerLimit: 0,
      clockOutUpperLimit: 0,
      isUnScheduledShiftApprovalRequired: true,
      lastModifiedUserCode: 'owner',
      concurrencyChecksum: downtownSchedule,
    }),
    fields: [
      ['merchantId', 'integer'],
      ['storeId', 'integer'],
      ['isClockInEnforcementEnabled', 'flag'],
      ['isClockOutEnforcementEnabled', 'flag'],
      ['isUnScheduledShiftApprovalRequired', 'flag'],
      ['lastModifiedUserCode', 'text'],
      ['concurrencyChecksum', 'integer'],
    ],
  },
  {
    name: 'employee add',
    method: 'POST',
    agent: () => agents.ownerStore,
    path: () => 'Employee/AddEmployee',
    body: () => ({
      EmployeeId: 0,
      FirstName: 'Strict',
      LastName: 'Input',
      Email: '',
      Phone: '',
      RoleId: harborEmployee.roleId,
      StoreIds: [2001],
      Pin: '975310',
      ConcurrencyChecksum: 0,
    }),
    fields: [
      ['EmployeeId', 'integer'],
      ['FirstName', 'name'],
      ['LastName', 'name'],
      ['Email', 'text'],
      ['Phone', 'text'],
      ['RoleId', 'integer'],
      ['Pin', 'text'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
  {
    name: 'employee update',
    method: 'POST',
    agent: () => agents.ownerStore,
    path: () => 'Employee/UpdateEmployee',
    body: () => ({
      EmployeeId: harborEmployee.id,
      FirstName: 'Strict',
      LastName: 'Update',
      Email: '',
      Phone: '',
      RoleId: harborEmployee.roleId,
      StoreIds: [2001],
      Pin: '',
      ConcurrencyChecksum: harborEmployee.checksum,
    }),
    fields: [
      ['EmployeeId', 'integer'],
      ['FirstName', 'name'],
      ['LastName', 'name'],
      ['RoleId', 'integer'],
      ['Pin', 'text'],
      ['ConcurrencyChecksum', 'integer'],
    ],
  },
];

/** Everything an endpoint could change, as one digest per table. */
async function state(): Promise<Record<string, string>> {
  const tables = [
    'users',
    'sessions',
    'outbox',
    'password_reset_tokens',
    'eula_acceptances',
    'login_throttle',
    'login_failures',
    'items',
    'item_variations',
    'event_schedules',
    'revenue_centers',
    'merchant_company',
    'pay_in_out_reason_codes',
    'security_controls',
    'schedule_enforcement',
    'employees',
    'employee_stores',
  ];
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await s.db.query<{ d: string | null }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t`,
    );
    digest[table] = row.d ?? '';
  }
  return digest;
}

/** The valid body with one field (of the nested object, when the endpoint names one) replaced. */
function withField(endpoint: Endpoint, field: string, value: unknown): Record<string, unknown> {
  const body = endpoint.body?.() ?? {};
  if (!endpoint.nest) return { ...body, [field]: value };
  return { ...body, [endpoint.nest]: { ...(body[endpoint.nest] as object), [field]: value } };
}

/** The path with one query parameter replaced by a raw (URL-encoded) value. */
function withQuery(path: string, field: string, raw: string): string {
  const [base, query = ''] = path.split('?');
  const rest = query
    .split('&')
    .filter((p) => p && p.split('=')[0] !== field)
    .join('&');
  return `${base}?${[rest, `${field}=${raw}`].filter(Boolean).join('&')}`;
}

describe('strict input on every endpoint that takes input', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: each bad value of each field is a 400 naming its rule, and changes nothing`, async () => {
      const before = await state();
      const cases: { label: string; path: string; body?: unknown; raw?: string; key: string }[] = [];
      for (const [field, kind] of endpoint.fields) {
        for (const [value, key] of bad[kind]) {
          cases.push({
            label: `${field} = ${JSON.stringify(value)}`,
            path: endpoint.path(),
            body: withField(endpoint, field, value),
            key,
          });
        }
        cases.push({
          label: `${field} 5,000 levels deep`,
          path: endpoint.path(),
          raw: JSON.stringify(withField(endpoint, field, DEEP_MARK)).replace(`"${DEEP_MARK}"`, deepField),
          key: TOO_DEEP,
        });
      }
      for (const [field, kind] of endpoint.query ?? []) {
        for (const [raw, key] of bad[kind]) {
          cases.push({
            label: `?${field}=${String(raw)}`,
            path: withQuery(endpoint.path(), field, String(raw)),
            body: endpoint.body?.(),
            key,
          });
        }
        cases.push({
          label: `?${field} twice`,
          path: `${endpoint.path()}&${field}=${kind === 'queryFlag' ? 'true' : '1'}`,
          body: endpoint.body?.(),
          key: TYPE,
        });
      }
      for (const c of cases) {
        const res = await endpoint.agent().request(endpoint.method, c.path, {
          body: c.body,
          raw: c.raw,
          headers: c.raw === undefined ? undefined : { 'content-type': 'application/json' },
        });
        const answer = await res.json();
        expect({ case: c.label, status: res.status, key: answer.MessageKey }).toEqual({
          case: c.label,
          status: 400,
          key: c.key,
        });
        expect(answer).toMatchObject({ IsSuccessful: false, Message: expect.any(String) });
      }
      expect(await state()).toEqual(before);

      // the valid request goes through: the bad field alone was refused
      const ok = await endpoint
        .agent()
        .request(endpoint.method, endpoint.path(), { body: endpoint.body?.() });
      expect(ok.status, endpoint.name).toBe(200);
    });
  }
});
