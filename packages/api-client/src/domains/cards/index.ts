import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  revenueReportYears,
  sessionDevices,
  sessionPeriods,
  trafficBrowsers,
  transactionMethods,
} from './constants';

export * from './constants';

// The data of the dashboard cards (the card-analytics and card-statistics calls): one schema
// per call, the shape each card draws. Wherever a card shows parts and their total, the server
// answers both and the parts add up to the total (the contract tests check it).

/** A count or an amount of whole units (sessions, orders, dollars). */
const count = () => z.number().int().nonnegative();
/** A share, 0 to 100. */
const percent = () => z.number().min(0).max(100);
/** A calendar day, `2026-10-31`. */
const isoDate = () => z.iso.date();
/** A month, `2026-10`. */
const isoMonth = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One point of a card's chart: its day and its value. */
export const cardPointSchema = z.object({ date: isoDate(), value: count() });

/** A figure and the days it sums up: the small statistic cards with a chart. */
export const statisticSeriesSchema = z.object({
  /** The sum of the points' values. */
  total: count(),
  points: z.array(cardPointSchema).min(2),
});

// card-statistics/*

export const ordersBarChartSchema = statisticSeriesSchema;
export const profitLineChartSchema = statisticSeriesSchema;
export const subscribersStatisticSchema = statisticSeriesSchema;
export const ordersStatisticSchema = statisticSeriesSchema;

export const transactionSchema = z.object({
  id: z.number().int().positive(),
  method: z.enum(transactionMethods),
  /** Dollars; money in is positive, money out negative. */
  amount: z.number().int(),
});
/** Revenue over the days, and the latest transactions. */
export const revenueStatisticSchema = statisticSeriesSchema.extend({
  transactions: z.array(transactionSchema).min(1),
});

export const salesMonthSchema = z.object({ month: isoMonth(), sales: count(), visits: count() });
export const companySalesSchema = z.object({
  id: z.number().int().positive(),
  company: z.string().min(1),
  category: z.string().min(1),
  views: count(),
  /** Dollars. */
  revenue: count(),
  sales: count(),
  /** Change against the month before, in percent (negative when it fell). */
  change: z.number(),
});
/** Sales: the months (with the visits beside them) and the companies that made them. */
export const salesStatisticSchema = z.object({
  /** The sum of the months' sales, and of the companies' sales. */
  total: count(),
  months: z.array(salesMonthSchema).min(3),
  companies: z.array(companySalesSchema).min(1),
});

export const browserTrafficSchema = z.object({
  browser: z.enum(trafficBrowsers),
  visits: count(),
});
/** Visits over the days, split by browser too. */
export const siteTrafficStatisticSchema = statisticSeriesSchema.extend({
  /** Each browser's visits; they add up to `total`. */
  browsers: z.array(browserTrafficSchema).min(1),
});

export const timelineEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['invoice', 'meeting', 'project', 'report']),
  /** A moment, ISO 8601. */
  time: z.iso.datetime(),
  person: z.string().min(1),
});
/** Active users over the days, and what they did last (the user timeline). */
export const activeUsersStatisticSchema = statisticSeriesSchema.extend({
  timeline: z.array(timelineEventSchema).min(1),
});

export const designProjectSchema = z.object({
  title: z.string().min(1),
  dueDate: isoDate(),
  /** Dollars. */
  budget: count(),
  /** Dollars spent so far: never more than the budget. */
  cost: count(),
  team: z.array(z.object({ id: z.number().int().positive(), fullName: z.string().min(1) })).min(1),
});
/** Newsletter sign-ups over the days, and the design project of the newsletter app. */
export const newsletterStatisticSchema = statisticSeriesSchema.extend({
  project: designProjectSchema,
});

// card-analytics/*

export const supportTrackerSchema = z.object({
  /** New + open + completed. */
  totalTickets: count(),
  newTickets: count(),
  openTickets: count(),
  completedTickets: count(),
  /** completedTickets / totalTickets, rounded. */
  completedPercent: percent(),
  /** Average first response, in hours. */
  responseHours: count(),
});

export const sessionPeriodSchema = z.enum(sessionPeriods, {
  error: `must be one of ${sessionPeriods.join(', ')}`,
});
export const avgSessionsQuerySchema = z.object({
  period: sessionPeriodSchema.default('Last 28 Days'),
});
export const avgSessionsSchema = z.object({
  period: sessionPeriodSchema,
  /** The average of the points' values, rounded. */
  average: count(),
  /** Against the period before, in percent. */
  growth: z.number(),
  points: z.array(cardPointSchema).min(2),
  goals: z.array(
    z.object({
      key: z.enum(['goal', 'users', 'retention', 'duration']),
      value: count(),
      /** How far along its target, 0 to 100. */
      percent: percent(),
    }),
  ),
});

export const revenueReportYearSchema = z
  .number({ error: `must be one of ${revenueReportYears.join(', ')}` })
  .refine((year) => (revenueReportYears as readonly number[]).includes(year), {
    error: `must be one of ${revenueReportYears.join(', ')}`,
  });
export const revenueReportQuerySchema = z.object({
  year: revenueReportYearSchema.default(revenueReportYears[0]),
});
export const revenueReportSchema = z.object({
  year: revenueReportYearSchema,
  months: z.array(z.object({ month: isoMonth(), earning: count(), expense: count() })).length(12),
  /** Sums of the months' earnings and expenses. */
  totalEarning: count(),
  totalExpense: count(),
  /** The year's budget: more than its expenses. */
  budget: count(),
});

export const goalOverviewSchema = z.object({
  completed: count(),
  inProgress: count(),
  /** completed / (completed + inProgress), rounded. */
  percent: percent(),
});

/** Earnings of the month, by source. */
export const revenueAnalyticsSchema = z.object({
  /** The sum of the sources. */
  total: count(),
  /** Against the month before, in percent. */
  growth: z.number(),
  sources: z
    .array(z.object({ source: z.enum(['apparel', 'electronics', 'services']), amount: count() }))
    .length(3),
});

export const productOrdersSchema = z.object({
  /** The sum of the parts. */
  total: count(),
  parts: z
    .array(z.object({ status: z.enum(['finished', 'pending', 'rejected']), orders: count() }))
    .length(3),
});

export const sessionsDeviceSchema = z.object({
  /** The sum of the devices' sessions. */
  total: count(),
  devices: z
    .array(
      z.object({
        device: z.enum(sessionDevices),
        sessions: count(),
        /** Against the period before, in percent. */
        change: z.number(),
      }),
    )
    .length(3),
});

export const customersAnalyticsSchema = z.object({
  /** The sum of the segments. */
  total: count(),
  segments: z
    .array(z.object({ segment: z.enum(['new', 'returning', 'referrals']), customers: count() }))
    .length(3),
});

export const cardsDomain = defineDomain('cards', {
  // The dashboard cards' data: each answers what its card draws.
  supportTracker: endpoint({
    method: 'get',
    path: '/card/card-analytics/support-tracker',
    output: supportTrackerSchema,
  }),
  /** The period is one of sessionPeriods (default Last 28 Days); any other answers 400. */
  avgSessions: endpoint({
    method: 'get',
    path: '/card/card-analytics/avg-sessions',
    input: avgSessionsQuerySchema,
    output: avgSessionsSchema,
  }),
  /** The year is 2020, 2019 or 2018 (default 2020); any other answers 400. */
  revenueReport: endpoint({
    method: 'get',
    path: '/card/card-analytics/revenue-report',
    input: revenueReportQuerySchema,
    output: revenueReportSchema,
  }),
  goalOverview: endpoint({
    method: 'get',
    path: '/card/card-analytics/goal-overview',
    output: goalOverviewSchema,
  }),
  revenue: endpoint({
    method: 'get',
    path: '/card/card-analytics/revenue',
    output: revenueAnalyticsSchema,
  }),
  productOrders: endpoint({
    method: 'get',
    path: '/card/card-analytics/product-orders',
    output: productOrdersSchema,
  }),
  sessionsDevice: endpoint({
    method: 'get',
    path: '/card/card-analytics/sessions-device',
    output: sessionsDeviceSchema,
  }),
  customers: endpoint({
    method: 'get',
    path: '/card/card-analytics/customers',
    output: customersAnalyticsSchema,
  }),
  ordersBarChart: endpoint({
    method: 'get',
    path: '/card/card-statistics/orders-bar-chart',
    output: ordersBarChartSchema,
  }),
  profitLineChart: endpoint({
    method: 'get',
    path: '/card/card-statistics/profit-line-chart',
    output: profitLineChartSchema,
  }),
  subscribers: endpoint({
    method: 'get',
    path: '/card/card-statistics/subscribers',
    output: subscribersStatisticSchema,
  }),
  revenueStatistic: endpoint({
    method: 'get',
    path: '/card/card-statistics/revenue',
    output: revenueStatisticSchema,
  }),
  sales: endpoint({
    method: 'get',
    path: '/card/card-statistics/sales',
    output: salesStatisticSchema,
  }),
  orders: endpoint({
    method: 'get',
    path: '/card/card-statistics/orders',
    output: ordersStatisticSchema,
  }),
  siteTraffic: endpoint({
    method: 'get',
    path: '/card/card-statistics/site-traffic',
    output: siteTrafficStatisticSchema,
  }),
  activeUsers: endpoint({
    method: 'get',
    path: '/card/card-statistics/active-users',
    output: activeUsersStatisticSchema,
  }),
  newsletter: endpoint({
    method: 'get',
    path: '/card/card-statistics/newsletter',
    output: newsletterStatisticSchema,
  }),
});

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
