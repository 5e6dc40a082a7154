import { afterAll, beforeAll, expect } from 'vitest';
import { createResetToken } from '../auth/resetTokens';
import { portalYesFlags } from '../../src/domain/portalData';
import { DEMO_PASSWORD } from '../demo/accounts';
import { startTestServer, type TestServer } from '../../test/server';
import { answers, describeSpecCalls, expectFields, type PublicSpecCall, type SpecCall } from './specCalls';

/**
 * 1-foundation.md §7, in the document's own shapes (server/conformance/specCalls.ts). The calls it
 * lists that a later document refines are tested in that document's file: Locale and company
 * information (3-settings), items, departments, discounts, event schedules, taxes, tags, loyalty
 * tier pricing, tickets, the export and receipts (2-menu), notifications (3-settings).
 */
let server: TestServer;
const users = { owner: '', newhire: '', resetme: '', supportadmin: 0 };
let newhireEula = { eulaId: 0, merchantStatusCode: 0 };
let uptownCode = '';
let resetToken = '';
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const rows = await server.db.query<{ username: string; membership_user_id: string; user_id: number }>(
    "select username, membership_user_id, user_id from users where username in ('owner', 'newhire', 'resetme', 'supportadmin')",
  );
  for (const r of rows) {
    if (r.username === 'supportadmin') users.supportadmin = r.user_id;
    else users[r.username as 'owner' | 'newhire' | 'resetme'] = r.membership_user_id;
  }
  const login = await server.agent().login('newhire');
  newhireEula = { eulaId: login.eulaId, merchantStatusCode: login.merchantStatusCode };
  const [store] = await server.db.query<{ store_code: string }>(
    'select store_code from stores where store_id = 2002',
  );
  uptownCode = store.store_code;
  resetToken = await createResetToken(server.db, users.supportadmin, server.clock.now());
});
afterAll(() => server.close());

const owner = { as: 'owner', store: 2001 };
const bank = { as: 'bankowner', store: 2101 };
const notHarbor = { ...bank, mustNotContain: 'Harbor' };
/** A call about the caller's own user: every role may make it; another merchant's user names none of theirs. */
const ownUser = { lowerRole: null, otherMerchant: { ...bank, refused: true as const } };

/** §3 "Login result". */
const LOGIN_RESULT = [
  'success',
  'errorCode',
  'eulaId',
  'eulaFileName',
  'isAdminUser',
  'isCompanyUser',
  'isMerchantAdminUser',
  'isSilverPartner',
  'posUserId',
  'membershipUserId',
  'merchantStoreCount',
  'assignedUserStoreCount',
  'resetPassword',
  'userRoleRank',
  'launchFirstRunUnleashFlag',
  'merchantUserRoleId',
  'storePastDueRemainingDays',
  'merchantId',
  'merchantStatusCode',
  'storeId',
  'storeStatusCode',
  'isPaymentRequired',
  'isUpdatePaymentFeatureEnabled',
  'featConfigurableRolePermission',
  'resellerId',
  'productMode',
];

/** §3 "Portal data" (the smart-manager base URL is `smartManagerBaseUrl`). */
const PORTAL_DATA = [
  'AppEnvironment',
  'userFullName',
  'storeCode',
  'storeName',
  'merhantId',
  'merchantName',
  'userRole',
  'resellerId',
  'ProductMode',
  'featureIds',
  'creditGateway',
  'activeStoreCount',
  'storeId',
  'timeout',
  'supportStoreChange',
  'isAccountManager',
  'merchantType',
  'customerCare',
  'countryId',
  'merchantCulture',
  'hasEmvAndGiftSupport',
  'isOfflineCreditEnabled',
  'isAlohaOrderDirectAddOnEnabled',
  'isASMEnabled',
  'isASMReportingEnabled',
  'isASMEmployeeEnabled',
  'smartManagerBaseUrl',
  'bslOrg',
  'bslEuid',
  // §3 "Flags carrying Y"
  ...portalYesFlags,
];

/** §3 "Store list row". */
const STORE_LIST_ROW = [
  'MerchantId',
  'StoreId',
  'StoreCode',
  'StoreName',
  'MerchantName',
  'IsDeleted',
  'HasFirstRun',
];

/** §3 "Paging request". */
const paging = {
  PageRowCount: 25,
  RequestedPageNum: 1,
  TotalRowCount: -1,
  SearchArg: '',
  includeDeletedStores: true,
  SearchArg4: null,
  SearchArg5: true,
  SearchArg6: null,
};

/** §3 "Receipt info": the store's receipt and contact fields under `Company` (3-settings §3 "Store settings"). */
const receiptInfo = () => ({
  Company: {
    StoreName: 'Downtown',
    StoreContName: 'Dana Reyes',
    StoreEmail: 'downtown@example.com',
    StoreContPhone: '(207) 555-0142',
    StorePhone: '(207) 555-0100',
    StoreAdd1: '12 Commercial St',
    StoreAdd2: '',
    StoreCity: 'Portland',
    StoreState: 'ME',
    StoreZip: '04101',
    ReceiptHeader: 'Downtown',
    ReceiptNote: 'Thank you',
    IncludeQrCode: false,
    QrCodeWebsiteUrl: '',
    DisplayTipSuggestion: true,
    TipSuggestionMessage: 'Suggested tips',
    TipSuggestion1: '15',
    TipSuggestion2: '18',
    TipSuggestion3: '20',
    PosTimezone: 'America/New_York',
  },
  UpdateStoreCoordinates: true,
});

const STORE_SETTINGS = Object.keys(receiptInfo().Company);

const calls = (): SpecCall[] => [
  // ---- Account --------------------------------------------------------------------------------------
  {
    name: 'POST /Account/GetCsrfToken (none)',
    method: 'POST',
    path: 'Account/GetCsrfToken',
    csrf: false,
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.entityOfType('string'),
  },
  {
    name: 'POST Account/GetMerchant (not shown)',
    method: 'POST',
    path: 'Account/GetMerchant',
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.entity(['MerchantId', 'MerchantName']),
  },
  {
    name: 'POST /Account/UpdateMerchantEulaHistory {eulaId, membershipUserId, merchantId, merchantStatusCode}',
    method: 'POST',
    path: 'Account/UpdateMerchantEulaHistory',
    body: {
      eulaId: newhireEula.eulaId,
      membershipUserId: users.newhire,
      merchantId: 1001,
      merchantStatusCode: newhireEula.merchantStatusCode,
    },
    allowed: { as: 'newhire' },
    ...ownUser,
    answer: answers.success(),
  },
  {
    name: 'POST /Account/RenewSession (not shown)',
    method: 'POST',
    path: 'Account/RenewSession',
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.success(),
  },
  {
    name: 'POST /Account/GetJwtToken?isAOD=true',
    method: 'POST',
    path: 'Account/GetJwtToken?isAOD=true',
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.entityOfType('string'),
  },
  {
    name: 'GET /Account/GetStoresWithMerchantsInfo (paging request as query params)',
    method: 'GET',
    path: 'Account/GetStoresWithMerchantsInfo?PageRowCount=25&RequestedPageNum=1&TotalRowCount=-1&SearchArg=&SearchArg5=true',
    allowed: { as: 'madmin' },
    lowerRole: { as: 'owner' },
    // the partner is linked to Harbor Bistro and Corner Market only
    otherMerchant: { as: 'partner', mustNotContain: 'Maple Bank' },
    answer: answers.resultSet(['MerchantId', 'MerchantName', 'IsDeleted']),
  },
  {
    name: 'POST /Account/CheckStoreAccountStatus {StoreId, MerchantId}',
    method: 'POST',
    path: 'Account/CheckStoreAccountStatus',
    body: { StoreId: 2001, MerchantId: 1001 },
    allowed: owner,
    lowerRole: { as: 'pastdue' },
    otherMerchant: { ...bank, refused: true },
    answer: answers.fields([
      'IsSuccessful',
      'PastDueRemainingDays',
      'StoreStatusCode',
      'BillingInfo',
      'IsAccountManager',
    ]),
  },
  {
    name: 'POST /Account/SaveStoreContext {StoreCode, StoreName, OverrideMerchantId}; query StoreId',
    method: 'POST',
    path: 'Account/SaveStoreContext?StoreId=2002',
    body: { StoreCode: uptownCode, StoreName: 'Harbor Uptown', OverrideMerchantId: 1001 },
    allowed: owner,
    lowerRole: { as: 'pastdue' },
    otherMerchant: { ...bank, refused: true },
    answer: answers.success(),
  },
  // ---- User -----------------------------------------------------------------------------------------
  {
    name: 'POST User/GetUsers (not shown: the paging request)',
    method: 'POST',
    path: 'User/GetUsers',
    body: { PageRowCount: 25, RequestedPageNum: 1, TotalRowCount: -1, SearchArg: '' },
    allowed: owner,
    lowerRole: null,
    otherMerchant: { ...bank, mustNotContain: 'Olivia' },
    answer: answers.resultSet(),
  },
  {
    name: 'POST User/ChangePassword {MembershipUserId, MembershipUserName, POSUserId, Password, ReenterPassword}',
    method: 'POST',
    path: 'User/ChangePassword',
    // the change §4 asks for at log-on (resetPassword): the user has just given the password
    body: {
      MembershipUserId: users.resetme,
      MembershipUserName: 'resetme',
      POSUserId: 0,
      Password: 'Harbor#Light2027',
      ReenterPassword: 'Harbor#Light2027',
    },
    allowed: { as: 'resetme' },
    ...ownUser,
    answer: answers.success(),
  },
  {
    name: 'POST /User/GetBackOfficeAssignedStoresForUser (paging request)',
    method: 'POST',
    path: 'User/GetBackOfficeAssignedStoresForUser',
    body: paging,
    allowed: { as: 'shiftlead' },
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.resultSet(STORE_LIST_ROW),
  },
  // ---- Company --------------------------------------------------------------------------------------
  {
    name: 'POST /Company/GetMerchantStores (paging body plus isNewUi)',
    method: 'POST',
    path: 'Company/GetMerchantStores',
    body: { ...paging, isNewUi: true },
    allowed: owner,
    lowerRole: { as: 'manager' },
    otherMerchant: notHarbor,
    answer: answers.resultSet(STORE_LIST_ROW),
  },
  {
    name: 'POST /Company/GetReceiptInfo',
    method: 'POST',
    path: 'Company/GetReceiptInfo',
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.entity(STORE_SETTINGS),
  },
  {
    name: 'POST /Company/UpdateReceiptInfo {Company, UpdateStoreCoordinates}',
    method: 'POST',
    path: 'Company/UpdateReceiptInfo',
    body: receiptInfo(),
    allowed: owner,
    // a store user reads the store's settings but does not change them
    lowerRole: { as: 'manager', store: 2001 },
    otherMerchant: notHarbor,
    answer: answers.entity(STORE_SETTINGS),
  },
  // ---- Other ----------------------------------------------------------------------------------------
  {
    name: 'GET /Portal/GetPortalData',
    method: 'GET',
    path: 'Portal/GetPortalData',
    allowed: owner,
    lowerRole: null,
    otherMerchant: notHarbor,
    answer: answers.fields(PORTAL_DATA),
  },
  {
    name: 'POST /AccountBilling/GetCreditHPMUrl (not shown)',
    method: 'POST',
    path: 'AccountBilling/GetCreditHPMUrl',
    allowed: owner,
    // a user who may not pay
    lowerRole: { as: 'manager' },
    otherMerchant: { as: 'marketowner', mustNotContain: 'Harbor' },
    answer: answers.entity(['Url']),
  },
  {
    name: 'GET /AccountBilling/GetSubscriptionNumber',
    method: 'GET',
    path: 'AccountBilling/GetSubscriptionNumber',
    allowed: owner,
    // a store user with no store gets nothing of the merchant
    lowerRole: { as: 'shiftlead' },
    otherMerchant: { as: 'marketowner', mustNotContain: '00001001' },
    answer: answers.entityOfType('string'),
  },
];

const publicCalls = (): PublicSpecCall[] => [
  {
    name: 'POST /Account/LogOn {username, password}: success and the login result',
    method: 'POST',
    path: 'Account/LogOn',
    body: { username: 'owner', password: DEMO_PASSWORD },
    answer: (a) => {
      expect(a.success).toBe(true);
      expectFields(a, LOGIN_RESULT, 'the login result');
    },
  },
  {
    name: 'POST /Account/LogOn: a failure answers success and errorCode',
    method: 'POST',
    path: 'Account/LogOn',
    body: { username: 'owner', password: 'Not#The1Password' },
    answer: (a) => expect(a).toMatchObject({ success: false, errorCode: 'I' }),
  },
  {
    name: 'GET /Account/GetVersion',
    method: 'GET',
    path: 'Account/GetVersion',
    answer: answers.entityOfType('string'),
  },
  {
    name: 'POST /Account/SendUserNamesEmail {emailAddress}',
    method: 'POST',
    path: 'Account/SendUserNamesEmail',
    body: { emailAddress: 'olivia@harborbistro.example' },
    answer: answers.success(),
  },
  {
    name: 'POST /Account/ForgotPassword {userName}',
    method: 'POST',
    path: 'Account/ForgotPassword',
    body: { userName: 'owner' },
    answer: answers.success(),
  },
  {
    name: 'GET /Account/LogOff with query params such as CancelLogin',
    method: 'GET',
    path: 'Account/LogOff?CancelLogin=true',
    signedIn: 'owner',
    answer: answers.success(),
  },
  {
    name: 'POST User/ChangePasswordAndCreateSession {newPassword} with query tk',
    method: 'POST',
    path: `User/ChangePasswordAndCreateSession?tk=${encodeURIComponent(resetToken)}`,
    body: { newPassword: DEMO_PASSWORD },
    answer: (a) => {
      answers.success()(a);
      expectFields(a.Entity, LOGIN_RESULT, 'the login result');
    },
  },
  {
    name: 'GET /Reseller/GetResellerConfiguration (reads ResellerId)',
    method: 'GET',
    path: 'Reseller/GetResellerConfiguration',
    answer: answers.entity(['ResellerId']),
  },
];

describeSpecCalls('1-foundation.md', () => server, calls, publicCalls);
