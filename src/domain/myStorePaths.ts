/** My store's reads (docs/api.md): POST, the body is part of the SWR key. Apart, for the entry script. */
export const myStorePaths = {
  activity: 'MyStore/GetActivitySummary',
  sales: 'MyStore/GetSalesDashboard',
  customers: 'MyStore/GetCustomerDashboard',
} as const;
