import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { answers, describeSpecCalls, expectFields, type SpecCall } from './specCalls';

/**
 * 2-menu-and-reports.md §7 (and the item, discount, loyalty, event, ticket and receipt calls of
 * 1-foundation.md §7 it refines), in the document's own shapes (server/conformance/specCalls.ts).
 * The discount detail's store list ("path: not shown") and the transaction search ("method and
 * path not shown") are the product's own calls: server/accessMatrix.test.ts.
 */
let server: TestServer;
const harbor = {
  mains: { id: 0, color: null as string | null, department: null as number | null, sort: 0 },
  tax: 0,
  lobster: 0,
  dishToDelete: 0,
  senior: 0,
  kidsMeal: 0,
  priceList: 0,
  deliveryCharge: 0,
  sale: { DocumentId: 0, TicketNumber: 0, BusinessDate: '' },
};
let mapleItem = { id: 0, name: '', category: '', price: 0 };
beforeAll(async () => {
  server = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const one = async <T extends Record<string, unknown>>(sql: string) => (await server.db.query<T>(sql))[0];
  const idOf = async (sql: string) => (await one<{ id: number }>(sql)).id;
  const mains = await one<{ id: number; color: string | null; department: number | null; sort: number }>(
    `select item_category_id as id, display_color as color, department_id as department, sort_order as sort
     from item_categories where merchant_id = 1001 and category_name = 'MAINS'`,
  );
  harbor.mains = mains;
  harbor.tax = await idOf(
    'select tax_category_id as id from tax_categories where merchant_id = 1001 and is_default',
  );
  harbor.lobster = await idOf(
    "select item_master_id as id from items where merchant_id = 1001 and item_name = 'Lobster Roll'",
  );
  harbor.dishToDelete =
    await idOf(`insert into items (merchant_id, item_category_id, item_name, tax_category_id)
       values (1001, ${mains.id}, 'Conformance dish', ${harbor.tax}) returning item_master_id as id`);
  const discount = (name: string) =>
    idOf(`select discount_id as id from discounts where merchant_id = 1001 and name = '${name}'`);
  harbor.senior = await discount('SENIOR 10');
  harbor.kidsMeal = await discount('KIDS MEAL');
  harbor.deliveryCharge = await idOf(
    "select charge_item_id as id from charge_items where merchant_id = 1001 and item_name = 'Delivery charge'",
  );
  harbor.priceList = await idOf(
    'select tiered_price_list_id as id from tiered_price_lists where merchant_id = 1001',
  );
  const sale = await one<{ document_id: string; ticket_number: number; business_date: string | Date }>(
    `select document_id, ticket_number, business_date from tickets
     where store_id = 2001 and transaction_type = 'S' order by document_id desc limit 1`,
  );
  const day = sale.business_date;
  harbor.sale = {
    DocumentId: Number(sale.document_id),
    TicketNumber: sale.ticket_number,
    BusinessDate: typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10),
  };
  mapleItem = await one(
    `select i.item_master_id as id, i.item_name as name, c.category_name as category, i.retail_price::float as price
     from items i join item_categories c using (item_category_id)
     where i.merchant_id = 1002 and i.item_type = 'I' order by i.item_master_id limit 1`,
  );
});
afterAll(() => server.close());

const owner = { as: 'owner', store: 2001 };
const bank = { as: 'bankowner', store: 2101 };
const notHarbor = { ...bank, mustNotContain: 'Harbor' };

/** §3 "Paged list request". */
const paged = { PageRowCount: 25, RequestedPageNum: 1, TotalRowCount: -1, SearchArg: '' };

/** §3 "Discount" (the entity as the detail reads and writes it). */
const DISCOUNT = [
  'Id',
  'Name',
  'Description',
  'DiscountType',
  'DiscountAmount',
  'MinimumDiscountAmount',
  'AppliesTo',
  'ValidFor',
  'EmailOfferOnly',
  'ExternalDiscountId',
  'UsedInMailout',
  'BarcodeRangeStart',
  'BarcodeRangeEnd',
  'IsApprovalNeeded',
  'IsAvailable',
  'AvailableStores',
  'AssignedStores',
  'ShowOnActivitySummary',
  'PosActive',
  'IsAutoCashDiscount',
  'ConcurrencyChecksum',
  'DiscountStores',
];

/** A discount in §3's names, as a client written from the spec sends its form. */
const discountForm = (over: Record<string, unknown>) => ({
  Id: 0,
  Name: 'SPEC 15',
  Description: 'Fifteen percent off',
  DiscountType: 'P',
  DiscountAmount: 15,
  MinimumDiscountAmount: 0,
  AppliesTo: 'H',
  ValidFor: null,
  EmailOfferOnly: false,
  ExternalDiscountId: '',
  UsedInMailout: false,
  BarcodeRangeStart: '',
  BarcodeRangeEnd: '',
  IsApprovalNeeded: false,
  IsAvailable: true,
  AvailableStores: [],
  AssignedStores: [0],
  ShowOnActivitySummary: false,
  PosActive: true,
  IsAutoCashDiscount: false,
  DiscountStores: [],
  ...over,
});

/** §3 "Item availability row". */
const AVAILABILITY_ROW = [
  'ItemMasterId',
  'ItemCategoryId',
  'ItemName',
  'CategoryName',
  'IsInStock',
  'IsPosActive',
  'IsAvailableOnline',
];

/** §3 "Category". */
const CATEGORY = [
  'ItemCategoryId',
  'CategoryName',
  'DisplayColor',
  'DepartmentId',
  'MerchantId',
  'SortOrder',
  'ParentItemCategoryId',
];

/** §3 "Item" and what the product adds on submit. */
const ITEM = [
  'ItemName',
  'Description',
  'IsSellable',
  'IsFavorite',
  'ItemCategoryId',
  'PrintPriority',
  'ItemType',
  'SoldBy',
  'RetailPrice',
  'TaxCategoryId',
  'PromptForPrice',
  'PrinterGroupName',
];
const itemForm = () => ({
  ItemName: 'Spec Chowder Bowl',
  Description: 'A bowl of chowder',
  IsSellable: true,
  IsFavorite: false,
  ItemCategoryId: harbor.mains.id,
  PrintPriority: 0,
  ItemType: 'I',
  SoldBy: 1,
  RetailPrice: 12.5,
  TaxCategoryId: harbor.tax,
  PromptForPrice: false,
  PrinterGroupName: 'Kitchen',
  IsMenuItem: true,
  IsModifier: false,
  StockingUnit: 'EACH',
  IsAODDeliveryPartnerFee: false,
});

/** A charge as 3-settings §3's item-master template for fees has it (the charge calls' bodies are not shown). */
const CHARGE_ITEM = [
  'ChargeItemId',
  'ItemName',
  'Description',
  'RetailPrice',
  'TaxCategoryId',
  'StockingUnit',
  'ItemMasterType',
];
const chargeForm = (over: Record<string, unknown>) => ({
  ItemName: 'Corkage',
  Description: 'Per bottle brought in',
  RetailPrice: 15,
  TaxCategoryId: harbor.tax,
  StockingUnit: 'EACH',
  ItemMasterType: 5,
  ...over,
});
/** The settings' charges: a store user without a store gets nothing, one of several stores only reads. */
const chargeReader = {
  allowed: owner,
  lowerRole: { as: 'shiftlead' },
  otherMerchant: { ...bank, mustNotContain: 'Service charge' },
};
const chargeWriter = { ...chargeReader, lowerRole: { as: 'shiftlead', store: 2001 } };

/** §7 "POS transactions and tickets": what each ticket call takes. */
const ticketBody = () => ({
  TicketNumber: harbor.sale.TicketNumber,
  BusinessDate: harbor.sale.BusinessDate,
  FromDate: harbor.sale.BusinessDate,
  ToDate: harbor.sale.BusinessDate,
  DocumentId: harbor.sale.DocumentId,
  PageRowCount: 25,
  RequestedPageNum: 1,
});
const receiptBody = () => ({
  TicketNumber: harbor.sale.TicketNumber,
  BusinessDate: harbor.sale.BusinessDate,
  DocumentId: harbor.sale.DocumentId,
  IncludeCustomerInfo: true,
  IncludeNotes: true,
  IsOrderTicket: false,
  IsReturnTicket: false,
});

const menuReader = { allowed: owner, lowerRole: null, otherMerchant: notHarbor };
/** A read of the merchant's menu: another merchant's answer has nothing of Harbor's (`text`: its name of something Harbor's). */
const menuReadOf = (text: string) => ({ ...menuReader, otherMerchant: { ...bank, mustNotContain: text } });
/** Menu writes: a store user of several stores (not enterprise-level) only reads the menu. */
const menuWriter = { allowed: owner, lowerRole: { as: 'shiftlead', store: 2001 }, otherMerchant: notHarbor };
/** POS transactions: a store user without a store gets nothing. */
const ticketReader = { allowed: owner, lowerRole: { as: 'shiftlead' }, otherMerchant: notHarbor };
/** Item availability: a store user on the store; enterprise users are refused (§6). */
const availability = {
  allowed: { as: 'manager' },
  lowerRole: { as: 'owner', store: 2001 },
  otherMerchant: { as: 'admin', merchant: 1003, store: 2201, mustNotContain: 'Lobster' },
};

const calls = (): SpecCall[] => [
  // ---- Discounts ------------------------------------------------------------------------------------
  {
    name: 'POST /Discount/GetActiveDiscounts (paged request; ResultSet, TotalRowCount)',
    method: 'POST',
    path: 'Discount/GetActiveDiscounts',
    body: paged,
    ...menuReader,
    answer: answers.resultSet([
      'Id',
      'Name',
      'Description',
      'AvailableStores',
      'DiscountType',
      'DiscountAmount',
    ]),
  },
  {
    name: 'POST /Discount/GetMetadata',
    method: 'POST',
    path: 'Discount/GetMetadata',
    ...menuReader,
    answer: (a) => {
      answers.entity([
        'DiscountTypes',
        'ApplyToTypes',
        'StoresCreditGateways',
        'CCSurchargeStores',
        'ExistingStoreCashDiscounts',
      ])(a);
      const meta = a.Entity as Record<string, Record<string, unknown>[]>;
      expectFields(
        meta.DiscountTypes[0],
        ['Id', 'Name', 'IsAmountAllowed', 'AmountLabel'],
        'a discount type',
      );
      expectFields(meta.ApplyToTypes[0], ['Id', 'Name'], 'an apply-to type');
      expectFields(meta.StoresCreditGateways[0], ['StoreId', 'CreditGateway'], 'a store gateway');
      expectFields(meta.ExistingStoreCashDiscounts[0], ['DiscountId', 'StoreId'], 'a store cash discount');
    },
  },
  {
    name: 'POST /Discount/CreateDiscount (discount form)',
    method: 'POST',
    path: 'Discount/CreateDiscount',
    body: discountForm({}),
    ...menuReader,
    answer: answers.entity(DISCOUNT),
  },
  {
    name: 'POST /Discount/UpdateDiscount (discount form)',
    method: 'POST',
    path: 'Discount/UpdateDiscount',
    body: discountForm({ Id: harbor.senior, Name: 'SENIOR 10', Description: 'Ten percent for seniors' }),
    ...menuReader,
    answer: answers.entity(DISCOUNT),
  },
  {
    name: 'POST /Discount/DeleteDiscount (the discount: its Id)',
    method: 'POST',
    path: 'Discount/DeleteDiscount',
    body: { Id: harbor.kidsMeal },
    // a multi-store user who is not enterprise-level may not delete
    ...menuWriter,
    answer: answers.success(),
  },
  // ---- Items, categories, availability --------------------------------------------------------------
  {
    name: 'POST Item/GetItemAvailability (SearchArg, RequestedPageNum, PageRowCount)',
    method: 'POST',
    path: 'Item/GetItemAvailability',
    body: { SearchArg: '', RequestedPageNum: 1, PageRowCount: 25 },
    ...availability,
    answer: answers.resultSet(AVAILABILITY_ROW),
  },
  {
    name: 'POST Item/UpdateItemAvailability (list of availability rows)',
    method: 'POST',
    path: 'Item/UpdateItemAvailability',
    body: [
      {
        ItemMasterId: harbor.lobster,
        ItemCategoryId: harbor.mains.id,
        ItemName: 'Lobster Roll',
        CategoryName: 'MAINS',
        IsInStock: false,
        IsPosActive: true,
        IsAvailableOnline: true,
      },
    ],
    ...availability,
    otherMerchant: { ...availability.otherMerchant, refused: true },
    answer: answers.success(),
  },
  {
    name: 'POST Item/UpdateItemAvailabilityAllInStock',
    method: 'POST',
    path: 'Item/UpdateItemAvailabilityAllInStock',
    ...availability,
    answer: answers.success(),
  },
  {
    name: 'POST Item/UpdateItemAvailabilityAllIsOnline (responses IsSuccessful, Message)',
    method: 'POST',
    path: 'Item/UpdateItemAvailabilityAllIsOnline',
    ...availability,
    answer: answers.success(),
  },
  {
    name: 'POST /Item/GetCategoriesAndItems (TotalRowCount, SearchArg; returns Categories)',
    method: 'POST',
    path: 'Item/GetCategoriesAndItems',
    body: { TotalRowCount: -1, SearchArg: '' },
    ...menuReadOf('Lobster'),
    answer: (a) => {
      answers.success()(a);
      expect((a.Categories as unknown[]).length).toBeGreaterThan(0);
      for (const c of a.Categories as unknown[]) expectFields(c, CATEGORY, 'a category');
    },
  },
  {
    name: 'POST Item/GetItemCategories (TotalRowCount, SearchArg; returns Categories)',
    method: 'POST',
    path: 'Item/GetItemCategories',
    body: { TotalRowCount: -1, SearchArg: '' },
    ...menuReadOf('STARTERS'),
    answer: (a) => {
      answers.success()(a);
      for (const c of a.Categories as unknown[]) expectFields(c, CATEGORY, 'a category');
    },
  },
  {
    name: 'POST /Item/AddItemCategory (itemCategory and tagAssignments; returns IsSuccessful, Entity, Message)',
    method: 'POST',
    path: 'Item/AddItemCategory',
    body: {
      itemCategory: {
        ItemCategoryId: 0,
        CategoryName: 'SPECIALS',
        DisplayColor: 'D32F2F',
        DepartmentId: null,
        MerchantId: 1001,
        SortOrder: 0,
        ParentItemCategoryId: null,
      },
      tagAssignments: [],
    },
    ...menuWriter,
    answer: answers.entity(CATEGORY),
  },
  {
    name: 'POST /Item/EditItemCategory (itemCategory and tagAssignments)',
    method: 'POST',
    path: 'Item/EditItemCategory',
    body: {
      itemCategory: {
        ItemCategoryId: harbor.mains.id,
        CategoryName: 'MAINS',
        DisplayColor: harbor.mains.color,
        DepartmentId: harbor.mains.department,
        MerchantId: 1001,
        SortOrder: harbor.mains.sort,
        ParentItemCategoryId: null,
      },
      tagAssignments: [],
    },
    ...menuWriter,
    answer: answers.entity(CATEGORY),
  },
  {
    name: 'POST Item/GetItems (paging, sort column, SearchArg2, SearchArg3, NumericKeySearchArg)',
    method: 'POST',
    path: 'Item/GetItems',
    body: {
      ...paged,
      SortColumn: 'name',
      SortDirection: 'asc',
      SearchArg2: 'all',
      SearchArg3: '',
      NumericKeySearchArg: harbor.mains.id,
    },
    ...menuReadOf('Lobster'),
    answer: answers.resultSet([
      'ItemMasterId',
      'ItemName',
      'Available',
      'IsModifier',
      'PrinterGroupName',
      'RetailPrice',
    ]),
  },
  {
    name: 'POST Item/GetPrinterGroups (SortColumn SortOrderDisplay, SearchArg3 1 or 2, 9999 rows)',
    method: 'POST',
    path: 'Item/GetPrinterGroups',
    body: { ...paged, PageRowCount: 9999, SortColumn: 'SortOrderDisplay', SearchArg3: '2' },
    ...menuReadOf('"PrinterGroupName":"Bar"'),
    answer: answers.resultSet(['PrinterGroupId', 'PrinterGroupName']),
  },
  {
    name: 'POST /Department/GetDepartments',
    method: 'POST',
    path: 'Department/GetDepartments',
    body: { ...paged, PageRowCount: 9999 },
    ...menuReadOf('Retail'),
    answer: answers.resultSet(['DepartmentId', 'Name']),
  },
  {
    name: 'POST Tax/GetActiveTaxCategories',
    method: 'POST',
    path: 'Tax/GetActiveTaxCategories',
    ...menuReadOf('Alcohol'),
    answer: answers.resultSet(['TaxCategoryId', 'Name', 'IsDefault']),
  },
  {
    name: 'POST /Tag/GetTagsForCategory',
    method: 'POST',
    path: 'Tag/GetTagsForCategory',
    body: { ItemCategoryId: 0 },
    ...menuReadOf('Seafood'),
    answer: answers.resultSet(['TagId', 'Name']),
  },
  {
    name: 'POST /Item/AddItem (§3 Item with what the product adds on submit)',
    method: 'POST',
    path: 'Item/AddItem',
    body: itemForm(),
    ...menuWriter,
    answer: (a) => {
      answers.entity(ITEM)(a);
      expect(a.Entity).toMatchObject({ PrinterGroupName: 'Kitchen', StockingUnit: 'EACH' });
    },
  },
  {
    name: 'POST Item/GetItem',
    method: 'POST',
    path: 'Item/GetItem',
    body: { ItemMasterId: harbor.lobster },
    ...menuReader,
    answer: answers.entity(ITEM),
  },
  {
    name: 'POST /Item/DeleteItem',
    method: 'POST',
    path: 'Item/DeleteItem',
    body: { ItemMasterId: harbor.dishToDelete },
    ...menuWriter,
    answer: answers.success(),
  },
  {
    name: 'POST Item/GetChargeItems (not shown: the paged list request)',
    method: 'POST',
    path: 'Item/GetChargeItems',
    body: paged,
    ...chargeReader,
    answer: answers.resultSet(CHARGE_ITEM),
  },
  {
    name: 'POST Item/AddChargeItem (not shown: the item-master template for fees)',
    method: 'POST',
    path: 'Item/AddChargeItem',
    body: chargeForm({}),
    ...chargeWriter,
    answer: answers.entity(CHARGE_ITEM),
  },
  {
    name: 'POST Item/UpdateChargeItem (not shown: the template with the charge’s id)',
    method: 'POST',
    path: 'Item/UpdateChargeItem',
    body: chargeForm({
      ChargeItemId: harbor.deliveryCharge,
      ItemName: 'Delivery charge',
      Description: 'Delivery within five miles',
      RetailPrice: 4.49,
    }),
    ...chargeWriter,
    answer: answers.entity(CHARGE_ITEM),
  },
  // ---- Loyalty tier pricing -------------------------------------------------------------------------
  {
    name: 'GET /TieredPriceList/GetTieredPriceList',
    method: 'GET',
    path: 'TieredPriceList/GetTieredPriceList',
    ...ticketReader,
    answer: answers.entity(['Name', 'TieredPriceListId']),
  },
  {
    name: 'GET /TieredPriceList/GetMembers with tieredPriceListId, itemNameFilter, typeFilter, pageNumber, pageSize',
    method: 'GET',
    path: `TieredPriceList/GetMembers?tieredPriceListId=${harbor.priceList}&itemNameFilter=&typeFilter=item&pageNumber=1&pageSize=25`,
    ...ticketReader,
    answer: answers.resultSet([
      'id',
      'MemberType',
      'Category',
      'Name',
      'Price',
      'PriceListPrice',
      'ItemMasterId',
      'ItemVariationId',
      'RetailPriceVariationGroupId',
    ]),
  },
  {
    name: 'POST /TieredPriceList/AddTieredPriceList (Name, TieredPriceListId, Members)',
    method: 'POST',
    path: 'TieredPriceList/AddTieredPriceList',
    body: {
      Name: 'Maple Perks',
      TieredPriceListId: 0,
      Members: [
        {
          id: `0-${mapleItem.id}`,
          MemberType: 0,
          Category: mapleItem.category,
          Name: mapleItem.name,
          Price: mapleItem.price,
          PriceListPrice: 1.5,
          ItemMasterId: mapleItem.id,
          ItemVariationId: null,
          RetailPriceVariationGroupId: null,
        },
      ],
    },
    allowed: bank,
    lowerRole: null,
    // Harbor's list exists already: Harbor gets nothing of Maple's
    otherMerchant: { ...owner, mustNotContain: 'Maple' },
    answer: answers.entity(['Name', 'TieredPriceListId']),
  },
  {
    name: 'PUT /TieredPriceList/UpdateTieredPriceList (Name, TieredPriceListId, Members)',
    method: 'PUT',
    path: 'TieredPriceList/UpdateTieredPriceList',
    body: {
      Name: 'Harbor Rewards Silver',
      TieredPriceListId: harbor.priceList,
      Members: [{ MemberType: 0, ItemMasterId: harbor.lobster, ItemVariationId: null, PriceListPrice: 24 }],
    },
    ...ticketReader,
    answer: answers.entity(['Name', 'TieredPriceListId']),
  },
  // ---- Event schedules ------------------------------------------------------------------------------
  {
    name: 'POST /EventSchedule/GetAll',
    method: 'POST',
    path: 'EventSchedule/GetAll',
    ...menuReadOf('Oyster'),
    answer: answers.entityList(['Name']),
  },
  {
    name: 'POST /EventSchedule/Insert (fields not shown: the product’s)',
    method: 'POST',
    path: 'EventSchedule/Insert',
    body: { Name: 'Spec brunch', DaysOfWeek: [0, 6], StartTime: '10:00', EndTime: '14:00' },
    ...menuWriter,
    otherMerchant: { ...bank, mustNotContain: 'Oyster' },
    answer: answers.entity(['Name']),
  },
  // ---- POS transactions and tickets -----------------------------------------------------------------
  {
    name: 'POST /TicketViewer/GetTickets',
    method: 'POST',
    path: 'TicketViewer/GetTickets',
    body: ticketBody(),
    ...ticketReader,
    answer: answers.success(),
  },
  {
    name: 'POST /TicketViewer/GetTicketDetail2 (Entity)',
    method: 'POST',
    path: 'TicketViewer/GetTicketDetail2',
    body: ticketBody(),
    ...ticketReader,
    answer: answers.entity([
      'TransactionType',
      'TransactionTypeCode',
      'TicketDate',
      'TicketNumber',
      'CheckNumber',
      'CustomerName',
      'UserName',
      'Station',
      'SubTotalAmount',
      'TaxAmount',
      'TotalAmount',
    ]),
  },
  {
    name: 'POST /TicketViewer/GetTicketLines (Entity.LineItems)',
    method: 'POST',
    path: 'TicketViewer/GetTicketLines',
    body: ticketBody(),
    ...ticketReader,
    answer: (a) => {
      answers.entity(['LineItems'])(a);
      expectFields(
        (a.Entity as { LineItems: unknown[] }).LineItems[0],
        ['ItemName', 'Description'],
        'a line',
      );
    },
  },
  {
    name: 'POST /TicketViewer/GetTicketPayments (Entity.Payments)',
    method: 'POST',
    path: 'TicketViewer/GetTicketPayments',
    body: ticketBody(),
    ...ticketReader,
    answer: answers.entity(['Payments']),
  },
  {
    name: 'POST /TicketViewer/GetTicketTaxes (Entity.Taxes)',
    method: 'POST',
    path: 'TicketViewer/GetTicketTaxes',
    body: ticketBody(),
    ...ticketReader,
    answer: answers.entity(['Taxes']),
  },
  {
    name: 'POST /TicketViewer/GetTicketNotes (Entity: a list)',
    method: 'POST',
    path: 'TicketViewer/GetTicketNotes',
    body: ticketBody(),
    ...ticketReader,
    answer: (a) => {
      answers.success()(a);
      expect(Array.isArray(a.Entity)).toBe(true);
    },
  },
  {
    name: 'POST /ReceiptPreview/GetReceiptPreview (response IsSuccessful, HtmlReceipt)',
    method: 'POST',
    path: 'ReceiptPreview/GetReceiptPreview',
    body: receiptBody(),
    ...ticketReader,
    answer: answers.fields(['IsSuccessful', 'HtmlReceipt']),
  },
  {
    name: 'POST /ReceiptPreview/SendEmailReceipt (plus EmailAddress)',
    method: 'POST',
    path: 'ReceiptPreview/SendEmailReceipt',
    body: { ...receiptBody(), EmailAddress: 'guest@example.com' },
    ...ticketReader,
    answer: answers.success(),
  },
  ...(['pt', 'td'] as const).map(
    (code): SpecCall => ({
      name: `GET /Export/GetPosTransactionExport with exportTypeCode ${code}, page size 100000, TicketDate descending`,
      method: 'GET',
      path: `Export/GetPosTransactionExport?${new URLSearchParams({
        exportTypeCode: code,
        FromDate: harbor.sale.BusinessDate,
        ToDate: harbor.sale.BusinessDate,
        PageRowCount: '100000',
        SortColumn: 'TicketDate',
        SortDirection: 'desc',
        FutureOrdering: 'false',
        CashRounding: 'false',
      })}`,
      ...ticketReader,
      answer: (a) => {
        const [head] = String(a).split('\n');
        expectFields(JSON.parse(head), ['TotalRowCount', 'Columns'], 'the export’s first line');
      },
    }),
  ),
];

describeSpecCalls('2-menu-and-reports.md', () => server, calls);
