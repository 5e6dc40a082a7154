import { afterAll, beforeAll, expect } from 'vitest';
import { harborCompanyFixture } from '../../stories/pages/companyInformationFixtures';
import { logoForm, PNG_1X1 } from '../../test/logoFiles';
import { startTestServer, type TestServer } from '../../test/server';
import { answers, describeSpecCalls, expectFields, type SpecCall } from './specCalls';

/**
 * 3-settings-and-employees.md §7 (and the Locale and company information calls of 1-foundation.md
 * §7), in the document's own shapes (server/conformance/specCalls.ts). Its online-ordering site
 * calls go to the graph query service of 4-online-ordering.md, not to this server; the store
 * settings' "paths not shown" are 1-foundation's receipt info (1-foundation.test.ts); the
 * keep-alive's path is not shown (server/accessMatrix.test.ts).
 */
let server: TestServer;
let suppliesId = 0;
let companyChecksum = 0;
const centers = { bar: 0, patio: 0, downtownRegister2: 0, uptownRegister2: 0 };
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const [code] = await server.db.query<{ id: number }>(
    "select reason_code_id as id from pay_in_out_reason_codes where merchant_id = 1001 and name = 'SUPPLIES'",
  );
  suppliesId = code.id;
  const [company] = await server.db.query<{ n: number }>(
    'select coalesce(max(concurrency_checksum), 0) as n from merchant_company where merchant_id = 1001',
  );
  companyChecksum = company.n;
  for (const r of await server.db.query<{ id: number; name: string }>(
    "select revenue_center_id as id, name from revenue_centers where merchant_id = 1001 and name in ('Bar', 'Patio')",
  ))
    centers[r.name === 'Bar' ? 'bar' : 'patio'] = r.id;
  for (const r of await server.db.query<{ id: number; store_id: number }>(
    "select store_device_id as id, store_id from store_devices where store_id in (2001, 2002) and device_name = 'Register 2'",
  ))
    centers[r.store_id === 2001 ? 'downtownRegister2' : 'uptownRegister2'] = r.id;
});
afterAll(() => server.close());

const owner = { as: 'owner', store: 2001 };
const bank = { as: 'bankowner', store: 2101 };
const notHarbor = { ...bank, mustNotContain: 'Harbor' };
/** The writes of a store's settings: a company view of several sites may not (§6). */
const storeSettingWriter = { allowed: owner, lowerRole: { as: 'owner' }, otherMerchant: notHarbor };
/** Company information and its lists: the company view reads; another merchant names nothing of Harbor's. */
const companyReader = {
  allowed: { as: 'owner' },
  lowerRole: null,
  otherMerchant: { as: 'bankowner', mustNotContain: 'Harbor' },
};
/** The company's writes: a company view of several sites (a store user is refused). */
const companyWriter = { ...companyReader, lowerRole: { as: 'shiftlead', store: 2001 } };
/** The merchant's administrators' settings: a store user is refused, another merchant too. */
const adminSetting = {
  allowed: owner,
  lowerRole: { as: 'manager', store: 2001 },
  otherMerchant: { ...bank, refused: true as const },
};

/** §3 "Pay-in/out reason code". */
const REASON_CODE = [
  'ReasonCodeId',
  'Name',
  'Description',
  'Type',
  'IsDeleted',
  'IsSystem',
  'MerchantId',
  'AvailableReasonCodeTypes',
];
const ALERT_ENTRY = ['AlertDefinitionId', 'SubscriptionStatus', 'PercentThreshold'];
/** §3 "Company". */
const COMPANY = [
  'CoName',
  'CoAdd1',
  'CoAdd2',
  'CoCity',
  'CoState',
  'CoZip',
  'ContName',
  'ContPhone',
  'ContEmail',
  'CountryId',
  'IndustryId',
  'MerchantLogoUrl',
  'WebSiteUrl',
  'MarketingFromEmailAddress',
  'MerchantId',
  'ConcurrencyChecksum',
];
/** §3 "Revenue center". */
const REVENUE_CENTER = [
  'revenueCenterId',
  'revenueCenterName',
  'revenueCenterDescription',
  'externalId',
  'merchantId',
  'lastModifiedUserCode',
  'stores',
];
/** §3's device and order mode rows: what they are, and the center they are assigned to. */
const assignmentRow = (...own: string[]) => [
  'merchantId',
  ...own,
  'revenueCenterId',
  'revenueCenterName',
  'storeName',
  'storeId',
];
const SECURITY_CONTROLS = [
  'IsLimitChecksEnabled',
  'IsLimitClearItemsEnabled',
  'IsLimitDeleteTicketsEnabled',
  'IsLimitMaxRefundAmountEnabled',
  'IsLimitUserPermissionEnabled',
  'MaxOpenChecks',
  'MaxClearItems',
  'MaxDeleteTickets',
  'MaxTicketAmount',
  'MaxShiftAmount',
];
/** §3 "Schedule enforcement". */
const scheduleEnforcement = {
  merchantId: 1001,
  storeId: 2001,
  isClockInEnforcementEnabled: true,
  clockInLowerLimit: 5,
  clockInUpperLimit: 0,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: -5,
  clockOutUpperLimit: -5,
  isUnScheduledShiftApprovalRequired: true,
  lastModifiedUserCode: 'owner',
};

const calls = (): SpecCall[] => [
  // ---- Pay-in/out -----------------------------------------------------------------------------------
  {
    name: 'POST /PayInOutReasonCodes/GetAll, form-encoded: page, start, limit, sort (IsSystem descending), isAjaxRequest',
    method: 'POST',
    path: 'PayInOutReasonCodes/GetAll',
    body: new URLSearchParams({
      page: '1',
      start: '0',
      limit: '9999',
      sort: JSON.stringify([{ property: 'IsSystem', direction: 'DESC' }]),
      isAjaxRequest: 'true',
    }),
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"MerchantId":1001' },
    answer: (a) => {
      answers.resultSet(REASON_CODE)(a);
      expect((a.ResultSet as { Name: string }[])[0].Name).toBe('SAFEDROP');
    },
  },
  {
    name: 'POST /PayInOutReasonCodes/Insert (the reason-code fields; response IsSuccessful)',
    method: 'POST',
    path: 'PayInOutReasonCodes/Insert',
    body: {
      ReasonCodeId: 0,
      Name: 'LAUNDRY',
      Description: 'Linen service',
      Type: 0,
      IsDeleted: false,
      IsSystem: false,
      MerchantId: 1001,
      AvailableReasonCodeTypes: [0, 1],
    },
    ...storeSettingWriter,
    otherMerchant: { ...bank, mustNotContain: '"MerchantId":1001' },
    answer: answers.success(),
  },
  {
    name: 'POST /PayInOutReasonCodes/Update (the reason-code fields; response IsSuccessful)',
    method: 'POST',
    path: 'PayInOutReasonCodes/Update',
    body: {
      ReasonCodeId: suppliesId,
      Name: 'SUPPLIES',
      Description: 'Small supplies bought in cash',
      Type: 0,
      IsDeleted: false,
      IsSystem: false,
      MerchantId: 1001,
      AvailableReasonCodeTypes: [0, 1],
    },
    ...storeSettingWriter,
    answer: answers.success(),
  },
  // ---- Receipt preview for the store ----------------------------------------------------------------
  {
    name: 'POST /Email/PreviewLight with query isAjaxRequest: company and mailoutId (Entity holds HTML)',
    method: 'POST',
    path: 'Email/PreviewLight?isAjaxRequest=true',
    body: {
      company: {
        StoreContName: 'Dana Reyes',
        StoreName: 'Downtown',
        StoreAdd1: '12 Commercial St',
        StoreAdd2: '',
        StoreCity: 'Portland',
        StoreState: 'ME',
        StoreZip: '04101',
        StorePhone: '(207) 555-0100',
        TaxPayerId: '01-2345678',
      },
      mailoutId: 0,
    },
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.entityOfType('string'),
  },
  // ---- Alerts ---------------------------------------------------------------------------------------
  {
    name: 'GET /Alert/GetAlertConfiguration (the list of entries)',
    method: 'GET',
    path: 'Alert/GetAlertConfiguration',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
    answer: answers.entityList(ALERT_ENTRY),
  },
  {
    name: 'POST /Alert/UpdateAlertConfiguration: a list of five entries',
    method: 'POST',
    path: 'Alert/UpdateAlertConfiguration',
    body: [
      { AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 10 },
      { AlertDefinitionId: 2, SubscriptionStatus: 0, PercentThreshold: null },
      { AlertDefinitionId: 3, SubscriptionStatus: 1, PercentThreshold: 5 },
      { AlertDefinitionId: 4, SubscriptionStatus: 1, PercentThreshold: null },
      { AlertDefinitionId: 5, SubscriptionStatus: 1, PercentThreshold: null },
    ],
    ...storeSettingWriter,
    answer: answers.success(),
  },
  // ---- Company information --------------------------------------------------------------------------
  {
    name: 'POST /Company/GetCompanyContactInfoAndIndustry (the company and an industry list)',
    method: 'POST',
    path: 'Company/GetCompanyContactInfoAndIndustry',
    ...companyReader,
    answer: (a) => {
      answers.entity(['Company', 'Industries'])(a);
      expectFields((a.Entity as { Company: unknown }).Company, COMPANY, 'Company');
    },
  },
  {
    name: 'POST Company/UpdateCompanyContactInfoAndIndustry {NotifyCommerce: true, UpdateStoreCoordinates: null, Company}',
    method: 'POST',
    path: 'Company/UpdateCompanyContactInfoAndIndustry',
    body: {
      NotifyCommerce: true,
      UpdateStoreCoordinates: null,
      // §3's Company, as the read gave it
      Company: { ...harborCompanyFixture, MerchantLogoUrl: '', ConcurrencyChecksum: companyChecksum },
    },
    ...companyWriter,
    answer: answers.entity(COMPANY),
  },
  {
    name: 'POST /Locale/GetAllCountries (Name, CountryId)',
    method: 'POST',
    path: 'Locale/GetAllCountries',
    ...companyReader,
    answer: answers.entityList(['Name', 'CountryId']),
  },
  {
    name: 'GET /Locale/GetStatesByCountryId with countryId (DisplayName, StateCode)',
    method: 'GET',
    path: 'Locale/GetStatesByCountryId?countryId=840',
    ...companyReader,
    answer: answers.entityList(['DisplayName', 'StateCode']),
  },
  {
    name: 'POST /Company/UpdateMerchantLogo (form with merchantId and file; IsSuccessful, Entity the URL, Message)',
    method: 'POST',
    path: 'Company/UpdateMerchantLogo',
    body: logoForm(1001, PNG_1X1),
    ...companyWriter,
    answer: (a) => {
      answers.fields(['IsSuccessful', 'Entity', 'Message'])(a);
      expect(a.Entity).toBeTypeOf('string');
    },
  },
  // ---- Revenue centers ------------------------------------------------------------------------------
  {
    name: 'GET /RevenueCenter/GetRevenueCenters with query merchantId',
    method: 'GET',
    path: 'RevenueCenter/GetRevenueCenters?merchantId=1001',
    ...adminSetting,
    answer: (a) => {
      answers.entityList(REVENUE_CENTER)(a);
      const [center] = a.Entity as { stores: Record<string, unknown>[] }[];
      expectFields(
        center.stores[0],
        ['storeId', 'storeName', 'city', 'state', 'devices', 'orderModes'],
        'a store',
      );
    },
  },
  {
    name: 'GET /RevenueCenter/GetRevenueCenterById with merchantId and revenueCenterId',
    method: 'GET',
    path: `RevenueCenter/GetRevenueCenterById?merchantId=1001&revenueCenterId=${centers.bar}`,
    ...adminSetting,
    answer: answers.entity(REVENUE_CENTER),
  },
  {
    name: 'GET /RevenueCenter/GetAddRevenueCenterValidation with merchantId (isDevicesAvailable, isOrderModesAvailable)',
    method: 'GET',
    path: 'RevenueCenter/GetAddRevenueCenterValidation?merchantId=1001',
    ...adminSetting,
    answer: answers.entity(['isDevicesAvailable', 'isOrderModesAvailable']),
  },
  {
    name: 'GET /RevenueCenter/GetStoreDetails with merchantId (storeId, storeName, city, state)',
    method: 'GET',
    path: 'RevenueCenter/GetStoreDetails?merchantId=1001',
    ...adminSetting,
    answer: answers.entityList(['storeId', 'storeName', 'city', 'state']),
  },
  {
    name: 'POST /RevenueCenter/GetOrderModes, body MerchantId, Stores',
    method: 'POST',
    path: 'RevenueCenter/GetOrderModes',
    body: { MerchantId: 1001, Stores: [2001, 2002] },
    ...adminSetting,
    answer: answers.entityList(assignmentRow('orderModeId', 'orderModeName')),
  },
  {
    name: 'POST /RevenueCenter/GetRevenueCenterDevices, body MerchantId, Stores',
    method: 'POST',
    path: 'RevenueCenter/GetRevenueCenterDevices',
    body: { MerchantId: 1001, Stores: [2001, 2002] },
    ...adminSetting,
    answer: answers.entityList(assignmentRow('deviceName', 'storeDeviceId')),
  },
  {
    name: 'POST /RevenueCenter/SaveRevenueCenter, body MerchantId, Name, Description, RevenueCenterId, LastModifiedUserCode, Stores, ExternalId',
    method: 'POST',
    path: 'RevenueCenter/SaveRevenueCenter',
    body: {
      MerchantId: 1001,
      Name: 'Bar',
      Description: 'Bar counters, take-out drinks',
      RevenueCenterId: centers.bar,
      LastModifiedUserCode: 'owner',
      Stores: [
        { StoreId: 2001, OrderModes: [2], StoreDeviceIds: [centers.downtownRegister2] },
        { StoreId: 2002, OrderModes: [], StoreDeviceIds: [centers.uptownRegister2] },
      ],
      ExternalId: 'HB-BAR',
    },
    ...adminSetting,
    answer: answers.entity(REVENUE_CENTER),
  },
  {
    name: 'DELETE /RevenueCenter/DeleteRevenueCenter with revenueCenterId and merchantId',
    method: 'DELETE',
    path: `RevenueCenter/DeleteRevenueCenter?revenueCenterId=${centers.patio}&merchantId=1001`,
    ...adminSetting,
    answer: answers.success(),
  },
  // ---- Security controls ----------------------------------------------------------------------------
  {
    name: 'GET /SecurityControls/GetSecurityControls (Entity with the security fields)',
    method: 'GET',
    path: 'SecurityControls/GetSecurityControls',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
    answer: answers.entity(SECURITY_CONTROLS),
  },
  {
    name: 'POST /SecurityControls/UpdateSecurityControl with the security body',
    method: 'POST',
    path: 'SecurityControls/UpdateSecurityControl',
    body: {
      IsLimitChecksEnabled: true,
      IsLimitClearItemsEnabled: false,
      IsLimitDeleteTicketsEnabled: false,
      IsLimitMaxRefundAmountEnabled: true,
      IsLimitUserPermissionEnabled: true,
      MaxOpenChecks: 12,
      MaxClearItems: null,
      MaxDeleteTickets: null,
      MaxTicketAmount: 150,
      MaxShiftAmount: null,
      IsShiftAmountEnabled: false,
      IsTicketAmountEnabled: true,
    },
    ...adminSetting,
    otherMerchant: { ...bank, mustNotContain: '"StoreId":2001' },
    answer: answers.success(),
  },
  // ---- Schedule enforcement -------------------------------------------------------------------------
  {
    name: 'GET /ScheduleEnforcement/GetScheduleEnforcement with query merchantId and storeId',
    method: 'GET',
    path: 'ScheduleEnforcement/GetScheduleEnforcement?merchantId=1001&storeId=2001',
    ...adminSetting,
    answer: answers.entity(Object.keys(scheduleEnforcement)),
  },
  {
    name: 'POST /ScheduleEnforcement/SaveScheduleEnforcement with the enforcement body (HTTP 200 and success)',
    method: 'POST',
    path: 'ScheduleEnforcement/SaveScheduleEnforcement',
    body: scheduleEnforcement,
    ...adminSetting,
    answer: (a) => expect(a).toMatchObject({ success: true }),
  },
  // ---- Notifications --------------------------------------------------------------------------------
  {
    name: 'GET /Notification/GetNotifications (the list)',
    method: 'GET',
    path: 'Notification/GetNotifications',
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Scheduled maintenance' },
    answer: answers.entityList([
      'NotificationId',
      'NotificationTitle',
      'NotificationDescription',
      'Messages',
    ]),
  },
];

describeSpecCalls('3-settings-and-employees.md', () => server, calls);
