import type {
  ActiveUsersStatistic,
  AvgSessions,
  CustomersAnalytics,
  GoalOverview,
  NewsletterStatistic,
  ProductOrders,
  RevenueAnalytics,
  RevenueReport,
  RevenueStatistic,
  SalesStatistic,
  SessionPeriod,
  SessionsDevice,
  SiteTrafficStatistic,
  StatisticSeries,
  SupportTracker,
} from '@tessera/api-client';

/** Every card's data, built once from the seed: the same answer on every call. */
export interface CardsData {
  supportTracker: SupportTracker;
  avgSessions: Record<SessionPeriod, AvgSessions>;
  revenueReports: Record<number, RevenueReport>;
  goalOverview: GoalOverview;
  revenue: RevenueAnalytics;
  productOrders: ProductOrders;
  sessionsDevice: SessionsDevice;
  customers: CustomersAnalytics;
  ordersBarChart: StatisticSeries;
  profitLineChart: StatisticSeries;
  subscribers: StatisticSeries;
  revenueStatistic: RevenueStatistic;
  sales: SalesStatistic;
  orders: StatisticSeries;
  siteTraffic: SiteTrafficStatistic;
  activeUsers: ActiveUsersStatistic;
  newsletter: NewsletterStatistic;
}
