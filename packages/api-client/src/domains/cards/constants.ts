// The dashboard cards' plain values, for the schemas and the screens. Zod-free: screens import
// them from `@tessera/api-client/cards`.

/** The periods the average-sessions card can show. */
export const sessionPeriods = ['Last 28 Days', 'Last Month', 'Last Year'] as const;
/** The years the revenue report can show; the first is the default. */
export const revenueReportYears = [2020, 2019, 2018] as const;
/** The ways money moves in the transactions card. */
export const transactionMethods = [
  'wallet',
  'bankTransfer',
  'paypal',
  'mastercard',
  'transfer',
] as const;
/** The browsers the browser-states card lists. */
export const trafficBrowsers = ['chrome', 'safari', 'firefox', 'edge', 'opera'] as const;
/** The devices the sessions-by-device card splits sessions into. */
export const sessionDevices = ['desktop', 'mobile', 'tablet'] as const;
