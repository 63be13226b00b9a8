import { api, clearSession } from '@tessera/api-client';
import { revenueReportYears, sessionPeriods } from '@tessera/api-client/cards';
import { endpoints } from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, refusal, setupFakeServer, signIn } from '../../test/helpers';

// The dashboards' cards (SPEC §7): every call answers its schema (setupFakeServer parses each
// answer with it), the same from one call to the next, with parts that add up to their totals.

const { restart } = setupFakeServer();

beforeEach(async () => {
  await signIn();
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cardPaths = Object.values(endpoints.cards).map((call) => call.path);

describe('the card calls', () => {
  it('are the eight analytics and nine statistics calls of SPEC §7', () => {
    expect(cardPaths.sort()).toEqual(
      [
        ...[
          'support-tracker',
          'avg-sessions',
          'revenue-report',
          'goal-overview',
          'revenue',
          'product-orders',
          'sessions-device',
          'customers',
        ].map((name) => `/card/card-analytics/${name}`),
        ...[
          'orders-bar-chart',
          'profit-line-chart',
          'subscribers',
          'revenue',
          'sales',
          'orders',
          'site-traffic',
          'active-users',
          'newsletter',
        ].map((name) => `/card/card-statistics/${name}`),
      ].sort(),
    );
  });

  it.each(Object.entries(endpoints.cards))(
    '%s answers the same data on every call, and the same for the same seed',
    async (_name, call) => {
      const first = await raw('get', call.path);
      expect(first.status).toBe(200);
      expect(call.output.parse(first.data)).toEqual(first.data);
      expect((await raw('get', call.path)).data).toEqual(first.data);
      restart({});
      await signIn();
      expect((await raw('get', call.path)).data).toEqual(first.data);
    },
  );

  it('builds other figures from another seed', async () => {
    const before = await api.cards.sales();
    restart({ seed: 7 });
    await signIn();
    expect(await api.cards.sales()).not.toEqual(before);
  });
});

describe('statistics with a series', () => {
  it.each([
    ['orders bar chart', () => api.cards.ordersBarChart()],
    ['profit line chart', () => api.cards.profitLineChart()],
    ['subscribers', () => api.cards.subscribers()],
    ['revenue', () => api.cards.revenueStatistic()],
    ['orders', () => api.cards.orders()],
    ['site traffic', () => api.cards.siteTraffic()],
    ['active users', () => api.cards.activeUsers()],
    ['newsletter', () => api.cards.newsletter()],
  ])('%s: the total is the sum of its days, which follow each other', async (_name, call) => {
    const { total, points } = await call();
    expect(total).toBe(sum(points.map((point) => point.value)));
    const days = points.map((point) => Date.parse(point.date));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
  });

  it('site traffic: the browsers share the total', async () => {
    const { total, browsers } = await api.cards.siteTraffic();
    expect(sum(browsers.map((entry) => entry.visits))).toBe(total);
  });

  it('sales: the months and the companies each add up to the total', async () => {
    const { total, months, companies } = await api.cards.sales();
    expect(sum(months.map((month) => month.sales))).toBe(total);
    expect(sum(companies.map((company) => company.sales))).toBe(total);
    for (const month of months) expect(month.visits).toBeGreaterThanOrEqual(month.sales);
  });

  it('newsletter: the project costs no more than its budget', async () => {
    const { project } = await api.cards.newsletter();
    expect(project.cost).toBeLessThanOrEqual(project.budget);
  });

  it('revenue: the transactions have distinct ids and carry money in and out', async () => {
    const { transactions } = await api.cards.revenueStatistic();
    expect(new Set(transactions.map((entry) => entry.id)).size).toBe(transactions.length);
    expect(transactions.every((entry) => entry.amount !== 0)).toBe(true);
  });
});

describe('analytics', () => {
  it('support tracker: new, open and completed tickets make the total', async () => {
    const card = await api.cards.supportTracker();
    expect(card.newTickets + card.openTickets + card.completedTickets).toBe(card.totalTickets);
    expect(card.completedPercent).toBe(
      Math.round((card.completedTickets / card.totalTickets) * 100),
    );
  });

  it('goal overview: the percentage is completed over all', async () => {
    const card = await api.cards.goalOverview();
    expect(card.percent).toBe(
      Math.round((card.completed / (card.completed + card.inProgress)) * 100),
    );
  });

  it.each([
    ['revenue', async () => (await api.cards.revenue()).sources.map((entry) => entry.amount)],
    ['product orders', async () => (await api.cards.productOrders()).parts.map((p) => p.orders)],
    [
      'sessions by device',
      async () => (await api.cards.sessionsDevice()).devices.map((entry) => entry.sessions),
    ],
    [
      'customers',
      async () => (await api.cards.customers()).segments.map((entry) => entry.customers),
    ],
  ])('%s: the parts add up to the total', async (name, parts) => {
    const totals: Record<string, () => Promise<{ total: number }>> = {
      revenue: () => api.cards.revenue(),
      'product orders': () => api.cards.productOrders(),
      'sessions by device': () => api.cards.sessionsDevice(),
      customers: () => api.cards.customers(),
    };
    expect(sum(await parts())).toBe((await totals[name]()).total);
  });
});

describe('GET /card/card-analytics/avg-sessions', () => {
  it('answers Last 28 Days by default', async () => {
    expect((await api.cards.avgSessions()).period).toBe('Last 28 Days');
  });

  it.each(sessionPeriods)('answers %s, its average being that of its points', async (period) => {
    const card = await api.cards.avgSessions({ period });
    expect(card.period).toBe(period);
    expect(card.average).toBe(
      Math.round(sum(card.points.map((point) => point.value)) / card.points.length),
    );
  });

  it('answers each period with its own figures', async () => {
    const answers = await Promise.all(
      sessionPeriods.map((period) => api.cards.avgSessions({ period })),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.points))).size).toBe(3);
  });

  it.each(['Last Week', 'last month', '28', 'Last 28 Days '])(
    'refuses the period %j with 400 naming the field',
    async (period) => {
      const response = await raw('get', '/card/card-analytics/avg-sessions', {
        params: { period },
      });
      expect({ status: response.status, data: response.data }).toEqual({
        status: 400,
        data: refusal('period: must be one of Last 28 Days, Last Month, Last Year'),
      });
    },
  );
});

describe('GET /card/card-analytics/revenue-report', () => {
  it('answers 2020 by default', async () => {
    expect((await api.cards.revenueReport()).year).toBe(2020);
  });

  it.each(revenueReportYears)(
    'answers %i: twelve months of it, the totals their sums, a budget above the expenses',
    async (year) => {
      const report = await api.cards.revenueReport({ year });
      expect(report.year).toBe(year);
      expect(report.months.map((entry) => entry.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`),
      );
      expect(report.totalEarning).toBe(sum(report.months.map((entry) => entry.earning)));
      expect(report.totalExpense).toBe(sum(report.months.map((entry) => entry.expense)));
      expect(report.budget).toBeGreaterThan(report.totalExpense);
    },
  );

  it.each(['2017', '2021', 'last', '2020.5'])(
    'refuses the year %j with 400 naming the field',
    async (year) => {
      const response = await raw('get', '/card/card-analytics/revenue-report', {
        params: { year },
      });
      expect({ status: response.status, data: response.data }).toEqual({
        status: 400,
        data: refusal('year: must be one of 2020, 2019, 2018'),
      });
    },
  );
});

describe('access', () => {
  it.each(cardPaths)('GET %s answers 401 without a valid access token', async (path) => {
    clearSession();
    expect((await raw('get', path)).status).toBe(401);
    expect((await raw('get', path, { token: 'garbage' })).data).toEqual({
      message: 'Invalid or expired access token',
    });
  });

  it.each(cardPaths)('GET %s answers 403 to a client account', async (path) => {
    clearSession();
    await signIn(client);
    expect(await raw('get', path)).toMatchObject({
      status: 403,
      data: { message: 'You are not allowed to do this.' },
    });
  });
});

describe('the failOnce option', () => {
  it('answers one call 500 once, then as usual; the other calls never fail', async () => {
    restart({ failOnce: ['/card/card-analytics/goal-overview'] });
    await signIn();
    expect(await apiErrorOf(api.cards.goalOverview())).toMatchObject({
      status: 500,
      message: 'Simulated failure (status 500)',
    });
    await expect(api.cards.customers()).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(api.cards.goalOverview()).resolves.toMatchObject({
      percent: expect.any(Number),
    });
  });
});
