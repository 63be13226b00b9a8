import {
  type AvgSessions,
  type CardPoint,
  type RevenueReport,
  type SessionPeriod,
  type StatisticSeries,
  type TimelineEvent,
} from '@tessera/api-client';
import {
  revenueReportYears,
  sessionDevices,
  sessionPeriods,
  trafficBrowsers,
  transactionMethods,
} from '@tessera/api-client/cards';
import type { Random, SeedContext } from '../../server';
import type { CardsData } from './model';

// The dashboards' figures, made up from the seed. Sizes of lists are fixed (a card has room for
// so many rows); amounts grow with `scale`, as a bigger back office sees more of everything.

/** The last day the cards report on, whatever today is: the same data every day. */
const lastDay = Date.UTC(2026, 9, 31);
const dayMs = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const isoMonth = (year: number, monthIndex: number) =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** `days` daily values ending on lastDay, each in [min, max] × scale. */
function points(
  random: Random,
  days: number,
  min: number,
  max: number,
  scale: number,
): CardPoint[] {
  return Array.from({ length: days }, (_, index) => ({
    date: isoDay(lastDay - (days - 1 - index) * dayMs),
    value: Math.round(random.int(min, max) * scale),
  }));
}

function series(
  random: Random,
  days: number,
  min: number,
  max: number,
  scale: number,
): StatisticSeries {
  const values = points(random, days, min, max, scale);
  return { total: sum(values.map((point) => point.value)), points: values };
}

const companies: [string, string][] = [
  ['Northwind Atelier', 'Fashion'],
  ['Bluefin Systems', 'Technology'],
  ['Maple & Rye', 'Grocery'],
  ['Quartz Cycles', 'Sports'],
  ['Lumen Home', 'Furniture'],
  ['Copperleaf Studio', 'Design'],
];
const people = [
  'Amara Okafor',
  'Lucas Moreau',
  'Hana Sato',
  'Diego Alvarez',
  'Freya Lindqvist',
  'Ravi Menon',
];

function avgSessions(random: Random, period: SessionPeriod, scale: number): AvgSessions {
  const days = period === 'Last Year' ? 12 : 7;
  const values = points(random, days, 800, 3200, scale);
  // A year is shown month by month: each point is the first day of its month.
  const dated =
    period === 'Last Year'
      ? values.map((point, index) => ({
          ...point,
          date: `${isoMonth(index < 2 ? 2025 : 2026, (index + 10) % 12)}-01`,
        }))
      : values;
  return {
    period,
    average: Math.round(sum(values.map((point) => point.value)) / values.length),
    growth: random.int(-30, 60),
    points: dated,
    goals: (['goal', 'users', 'retention', 'duration'] as const).map((key) => ({
      key,
      value: Math.round(random.int(10, 500) * scale),
      percent: random.int(20, 95),
    })),
  };
}

function revenueReport(random: Random, year: number, scale: number): RevenueReport {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: isoMonth(year, index),
    earning: Math.round(random.int(150, 320) * 100 * scale),
    expense: Math.round(random.int(60, 180) * 100 * scale),
  }));
  const totalExpense = sum(months.map((month) => month.expense));
  return {
    year,
    months,
    totalEarning: sum(months.map((month) => month.earning)),
    totalExpense,
    budget: totalExpense + Math.round(random.int(20, 80) * 1000 * scale),
  };
}

export function createData({ random, scale }: SeedContext): CardsData {
  const newTickets = Math.round(random.int(20, 60) * scale);
  const openTickets = Math.round(random.int(20, 60) * scale);
  const completedTickets = Math.round(random.int(80, 180) * scale);
  const totalTickets = newTickets + openTickets + completedTickets;

  const completed = Math.round(random.int(600, 900) * scale);
  const inProgress = Math.round(random.int(100, 400) * scale);

  const sources = (['apparel', 'electronics', 'services'] as const).map((source) => ({
    source,
    amount: Math.round(random.int(800, 4000) * scale),
  }));
  const parts = (['finished', 'pending', 'rejected'] as const).map((status) => ({
    status,
    orders: Math.round(random.int(20, 300) * scale),
  }));
  const devices = sessionDevices.map((device) => ({
    device,
    sessions: Math.round(random.int(200, 1500) * scale),
    change: random.int(-20, 40),
  }));
  const segments = (['new', 'returning', 'referrals'] as const).map((segment) => ({
    segment,
    customers: Math.round(random.int(100, 900) * scale),
  }));

  const companySales = companies.map(([company, category], index) => ({
    id: index + 1,
    company,
    category,
    views: Math.round(random.int(500, 9000) * scale),
    revenue: Math.round(random.int(200, 1200) * scale),
    sales: Math.round(random.int(50, 600) * scale),
    change: random.int(-40, 80),
  }));
  // The months split the companies' sales between them, so both add up to the same total.
  const salesTotal = sum(companySales.map((company) => company.sales));
  const monthWeights = Array.from({ length: 6 }, () => random.int(1, 10));
  const monthSales = monthWeights.map((weight) =>
    Math.floor((salesTotal * weight) / sum(monthWeights)),
  );
  monthSales[monthSales.length - 1] += salesTotal - sum(monthSales);

  const traffic = series(random, 7, 200, 900, scale);
  const browserWeights = trafficBrowsers.map(() => random.int(1, 10));
  const browsers = trafficBrowsers.map((browser, index) => ({
    browser,
    visits: Math.floor((traffic.total * browserWeights[index]) / sum(browserWeights)),
  }));
  browsers[0].visits += traffic.total - sum(browsers.map((entry) => entry.visits));

  const timeline: TimelineEvent[] = (['invoice', 'meeting', 'project', 'report'] as const).map(
    (kind, index) => ({
      id: index + 1,
      kind,
      time: new Date(
        lastDay - index * dayMs * random.int(1, 3) - random.int(1, 20) * 3600_000,
      ).toISOString(),
      person: random.pick(people),
    }),
  );

  const budget = random.int(10, 40) * 1000;
  return {
    supportTracker: {
      totalTickets,
      newTickets,
      openTickets,
      completedTickets,
      completedPercent: share(completedTickets, totalTickets),
      responseHours: random.int(1, 12),
    },
    avgSessions: Object.fromEntries(
      sessionPeriods.map((period) => [period, avgSessions(random, period, scale)]),
    ) as Record<SessionPeriod, AvgSessions>,
    revenueReports: Object.fromEntries(
      revenueReportYears.map((year) => [year, revenueReport(random, year, scale)]),
    ),
    goalOverview: { completed, inProgress, percent: share(completed, completed + inProgress) },
    revenue: {
      total: sum(sources.map((entry) => entry.amount)),
      growth: random.int(-15, 45),
      sources,
    },
    productOrders: { total: sum(parts.map((part) => part.orders)), parts },
    sessionsDevice: { total: sum(devices.map((entry) => entry.sessions)), devices },
    customers: { total: sum(segments.map((entry) => entry.customers)), segments },
    ordersBarChart: series(random, 7, 20, 120, scale),
    profitLineChart: series(random, 7, 100, 900, scale),
    subscribers: series(random, 7, 500, 3000, scale),
    revenueStatistic: {
      ...series(random, 7, 1000, 9000, scale),
      transactions: transactionMethods.map((method, index) => ({
        id: index + 1,
        method,
        amount: Math.round(random.int(10, 900) * scale) * (random.bool(0.6) ? 1 : -1),
      })),
    },
    sales: {
      total: salesTotal,
      months: monthSales.map((sales, index) => ({
        month: isoMonth(2026, index + 4),
        sales,
        visits: sales + Math.round(random.int(50, 400) * scale),
      })),
      companies: companySales,
    },
    orders: series(random, 7, 30, 400, scale),
    siteTraffic: { ...traffic, browsers },
    activeUsers: { ...series(random, 7, 100, 800, scale), timeline },
    newsletter: {
      ...series(random, 7, 10, 200, scale),
      project: {
        title: 'Newsletter app redesign',
        dueDate: isoDay(lastDay + random.int(10, 60) * dayMs),
        budget,
        cost: random.int(2, 9) * (budget / 10),
        team: random
          .shuffle(people)
          .slice(0, 4)
          .map((fullName, index) => ({ id: index + 1, fullName })),
      },
    },
  };
}
