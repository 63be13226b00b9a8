import { cardsDomain } from '@tessera/api-client/schemas';
import { ok, type DomainRoutes } from '../../server';
import { cardsData } from './handle';
import { type CardsData } from './model';

const cardsCalls = cardsDomain.endpoints;

type PlainCard = Exclude<keyof CardsData, 'avgSessions' | 'revenueReports'>;

/** Every call whose answer is one fixed piece of the cards' data. */
const plainCards = [
  'supportTracker',
  'goalOverview',
  'revenue',
  'productOrders',
  'sessionsDevice',
  'customers',
  'ordersBarChart',
  'profitLineChart',
  'subscribers',
  'revenueStatistic',
  'sales',
  'orders',
  'siteTraffic',
  'activeUsers',
  'newsletter',
] as const satisfies readonly PlainCard[];

export const cardsRoutes: DomainRoutes = (route, { db }) => {
  route(cardsCalls.avgSessions, async ({ input }) =>
    ok((await db.load(cardsData)).avgSessions[input.period]),
  );
  route(cardsCalls.revenueReport, async ({ input }) =>
    ok((await db.load(cardsData)).revenueReports[input.year]),
  );
  for (const name of plainCards) {
    route(cardsCalls[name], async () => ok((await db.load(cardsData))[name]));
  }
};
