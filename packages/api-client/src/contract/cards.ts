import type { z } from 'zod';
import type {
  activeUsersStatisticSchema,
  avgSessionsQuerySchema,
  avgSessionsSchema,
  cardPointSchema,
  companySalesSchema,
  customersAnalyticsSchema,
  goalOverviewSchema,
  newsletterStatisticSchema,
  productOrdersSchema,
  revenueAnalyticsSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
  revenueStatisticSchema,
  salesStatisticSchema,
  sessionsDeviceSchema,
  siteTrafficStatisticSchema,
  statisticSeriesSchema,
  supportTrackerSchema,
  timelineEventSchema,
  transactionSchema,
} from '../schemas/cards';

export type CardPoint = z.output<typeof cardPointSchema>;
export type StatisticSeries = z.output<typeof statisticSeriesSchema>;
export type Transaction = z.output<typeof transactionSchema>;
export type RevenueStatistic = z.output<typeof revenueStatisticSchema>;
export type CompanySales = z.output<typeof companySalesSchema>;
export type SalesStatistic = z.output<typeof salesStatisticSchema>;
export type SiteTrafficStatistic = z.output<typeof siteTrafficStatisticSchema>;
export type TimelineEvent = z.output<typeof timelineEventSchema>;
export type ActiveUsersStatistic = z.output<typeof activeUsersStatisticSchema>;
export type NewsletterStatistic = z.output<typeof newsletterStatisticSchema>;
export type SupportTracker = z.output<typeof supportTrackerSchema>;
export type AvgSessionsQuery = z.input<typeof avgSessionsQuerySchema>;
export type SessionPeriod = z.output<typeof avgSessionsSchema>['period'];
export type AvgSessions = z.output<typeof avgSessionsSchema>;
export type RevenueReportQuery = z.input<typeof revenueReportQuerySchema>;
export type RevenueReport = z.output<typeof revenueReportSchema>;
export type GoalOverview = z.output<typeof goalOverviewSchema>;
export type RevenueAnalytics = z.output<typeof revenueAnalyticsSchema>;
export type ProductOrders = z.output<typeof productOrdersSchema>;
export type SessionsDevice = z.output<typeof sessionsDeviceSchema>;
export type CustomersAnalytics = z.output<typeof customersAnalyticsSchema>;
