import {
  api,
  type ActiveUsersStatistic,
  type AvgSessions,
  type CustomersAnalytics,
  type GoalOverview,
  type NewsletterStatistic,
  type ProductOrders,
  type RevenueAnalytics,
  type RevenueReport,
  type RevenueStatistic,
  type SalesStatistic,
  type SessionPeriod,
  type SessionsDevice,
  type SiteTrafficStatistic,
  type StatisticSeries,
  type SupportTracker,
} from '@tessera/api-client';
import { fromClient, serverApi } from '@tessera/ui/server-state';

/**
 * The cards' server state: one query per card call (SPEC §7). Read-only figures, so no tags:
 * a card's refresh action refetches its own query. Loaded with the dashboards' views.
 */
export const cardsApi = serverApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    supportTracker: build.query<SupportTracker, undefined>({
      queryFn: () => fromClient(api.cards.supportTracker()),
    }),
    avgSessions: build.query<AvgSessions, SessionPeriod>({
      queryFn: (period) => fromClient(api.cards.avgSessions({ period })),
    }),
    revenueReport: build.query<RevenueReport, number>({
      queryFn: (year) => fromClient(api.cards.revenueReport({ year })),
    }),
    goalOverview: build.query<GoalOverview, undefined>({
      queryFn: () => fromClient(api.cards.goalOverview()),
    }),
    revenue: build.query<RevenueAnalytics, undefined>({
      queryFn: () => fromClient(api.cards.revenue()),
    }),
    productOrders: build.query<ProductOrders, undefined>({
      queryFn: () => fromClient(api.cards.productOrders()),
    }),
    sessionsDevice: build.query<SessionsDevice, undefined>({
      queryFn: () => fromClient(api.cards.sessionsDevice()),
    }),
    customers: build.query<CustomersAnalytics, undefined>({
      queryFn: () => fromClient(api.cards.customers()),
    }),
    ordersBarChart: build.query<StatisticSeries, undefined>({
      queryFn: () => fromClient(api.cards.ordersBarChart()),
    }),
    profitLineChart: build.query<StatisticSeries, undefined>({
      queryFn: () => fromClient(api.cards.profitLineChart()),
    }),
    subscribers: build.query<StatisticSeries, undefined>({
      queryFn: () => fromClient(api.cards.subscribers()),
    }),
    revenueStatistic: build.query<RevenueStatistic, undefined>({
      queryFn: () => fromClient(api.cards.revenueStatistic()),
    }),
    sales: build.query<SalesStatistic, undefined>({
      queryFn: () => fromClient(api.cards.sales()),
    }),
    orders: build.query<StatisticSeries, undefined>({
      queryFn: () => fromClient(api.cards.orders()),
    }),
    siteTraffic: build.query<SiteTrafficStatistic, undefined>({
      queryFn: () => fromClient(api.cards.siteTraffic()),
    }),
    activeUsers: build.query<ActiveUsersStatistic, undefined>({
      queryFn: () => fromClient(api.cards.activeUsers()),
    }),
    newsletter: build.query<NewsletterStatistic, undefined>({
      queryFn: () => fromClient(api.cards.newsletter()),
    }),
  }),
});

export const {
  useSupportTrackerQuery,
  useAvgSessionsQuery,
  useRevenueReportQuery,
  useGoalOverviewQuery,
  useRevenueQuery,
  useProductOrdersQuery,
  useSessionsDeviceQuery,
  useCustomersQuery,
  useOrdersBarChartQuery,
  useProfitLineChartQuery,
  useSubscribersQuery,
  useRevenueStatisticQuery,
  useSalesQuery,
  useOrdersQuery,
  useSiteTrafficQuery,
  useActiveUsersQuery,
  useNewsletterQuery,
} = cardsApi;
