/**
 * Numeric feature ids (the server's featureIds list). The specification names 43 (buy hardware),
 * 44 (register hardware), 45-48 (my store landing) and 46 (my account) and leaves the rest unshown;
 * the values below are ours (docs/decisions.md) and this table is the only place they are written.
 */
export const FeatureId = {
  BuyHardware: 43,
  RegisterHardware: 44,
  MyStoreActivity: 45,
  MyAccount: 46,
  MyStoreSales: 47,
  MyStoreCustomers: 48,

  MenuItemCategory: 101,
  MenuModifiers: 102,
  MenuPriceList: 103,
  MenuLoyaltyTierPriceList: 104,
  MenuDepartments: 105,
  MenuTags: 106,
  MenuDiscounts: 107,
  MenuPromotions: 108,
  MenuPricing: 109,
  MenuEvents: 110,
  MenuManage: 111,
  MenuMore: 112,
  MenuConfiguration: 113,
  MenuDonations: 114,
  MenuItemAvailability: 115,

  Reports: 201,
  ReportPosTransactions: 202,
  ReportCashManager: 203,
  ReportFinancialShifts: 204,
  ReportLaborShifts: 205,
  ReportAccounting: 206,
  ReportCreditSettlement: 207,
  ReportCommerceCreditSettlement: 208,
  ReportGiftSettlement: 209,

  Customers: 301,
  Employees: 401,
  ECommerce: 501,
  OnlineOrdering: 601,
  Settings: 701,
} as const;
export type FeatureIdName = keyof typeof FeatureId;

export const allFeatureIds: number[] = Object.values(FeatureId);
