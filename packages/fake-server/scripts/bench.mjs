// Users, mails, invoices and tasks lists at 10,000 records each, and the shop's 5,400 products (scale 200): `pnpm bench` (or `npm run bench` at the root, through turbo).
// A measurement, not a test: it builds the directory through the real generator, then times a
// searched + filtered + sorted + paged query, through the whole handler path (axios, token
// check, input validation, query, response copy) and through the query function alone.
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';

register('./bench-loader.mjs', import.meta.url);

const { default: axios } = await import('axios');
const { registerFakeServer } = await import('../src/index.ts');
const { paths, userListQuerySchema } = await import('@tessera/api-client/schemas');
const { queryUsers, baseUserCount } = await import('../src/domains/users/model.ts');
const { usersData } = await import('../src/domains/users/handle.ts');
const { emailListQuerySchema } = await import('@tessera/api-client/schemas');
const { queryEmails } = await import('../src/domains/email/model.ts');
const { emailData } = await import('../src/domains/email/handle.ts');
const { invoiceListQuerySchema } = await import('@tessera/api-client/schemas');
const { queryInvoices, baseInvoiceCount } = await import('../src/domains/invoice/model.ts');
const { invoiceData } = await import('../src/domains/invoice/handle.ts');
const { taskListQuerySchema } = await import('@tessera/api-client/schemas');
const { queryTasks } = await import('../src/domains/todo/model.ts');
const { todoData } = await import('../src/domains/todo/handle.ts');
const { ecommerceData } = await import('../src/domains/ecommerce/handle.ts');

const userCount = 10_000;
const runs = 300;
const warmUpRuns = 30;
/** Median target of the 10,000-record lists (DESIGN.md, "Performance"). */
const targetMedianMs = 5;

/** Different searches, filters, sorts and pages, taken in turn. */
const queries = [
  {
    q: 'ma',
    role: 'editor',
    status: 'active',
    sortColumn: 'fullName',
    sort: 'asc',
    page: 2,
    perPage: 10,
  },
  { q: 'labs', currentPlan: 'team', sortColumn: 'email', sort: 'desc', page: 1, perPage: 25 },
  { q: 'paypal', role: 'admin', sortColumn: 'country', sort: 'asc', page: 3, perPage: 10 },
  {
    q: 'an',
    status: 'pending',
    currentPlan: 'enterprise',
    sortColumn: 'billing',
    sort: 'desc',
    page: 1,
    perPage: 50,
  },
  { q: 'o', sortColumn: 'fullName', sort: 'asc', page: 40, perPage: 10 },
];

function percentile(sortedMs, share) {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(share * sortedMs.length) - 1)];
}

/** The mail list's folders, labels and searches, taken in turn. */
const emailQueries = [
  {},
  { q: 'budget' },
  { folder: 'starred', label: 'important' },
  { folder: 'sent', q: 'MARA' },
  { folder: 'spam', page: 2, perPage: 20 },
  { folder: 'inbox', label: 'company', q: 'review' },
];

/** The invoice list's: search (the word paid too), status filter, money and text sorts. */
const invoiceQueries = [
  { q: 'a', status: 'Sent', sortColumn: 'balance', sort: 'asc', page: 2, perPage: 10 },
  { q: 'paid', sortColumn: 'client', sort: 'desc', page: 1, perPage: 25 },
  { q: '2026-0', status: 'Past Due', sortColumn: 'total', sort: 'desc', page: 3, perPage: 10 },
  { sortColumn: 'issuedDate', sort: 'asc', page: 40, perPage: 50 },
  { q: 'studio', sortColumn: 'dueDate', sort: 'desc', page: 1, perPage: 10 },
];

/** The task list's views, searches (title, tag, due month) and orders, taken in turn. */
const taskQueries = [
  {},
  { q: 'budget', sortBy: 'title-asc' },
  { filter: 'important', sortBy: 'assignee' },
  { tag: 'high', q: 'march', sortBy: 'due-date' },
  { q: 'team', sortBy: 'title-desc', page: 2 },
  { filter: 'deleted', q: 'review' },
];

/** The shop's: search, every filter, the three sorts, deep pages. */
const productQueries = [
  { q: 'pro', sortBy: 'price-asc', page: 1, perPage: 9 },
  { category: 'audio', minPrice: 50, maxPrice: 300, sortBy: 'price-desc', page: 2, perPage: 9 },
  { brand: 'Auralis', rating: 4, freeShipping: true, page: 1, perPage: 18 },
  { q: 'battery', rating: 3, sortBy: 'featured', page: 5, perPage: 27 },
  { sortBy: 'price-desc', page: 300, perPage: 9 },
];

async function measure(label, run, queryList = queries) {
  for (let i = 0; i < warmUpRuns; i++) await run(queryList[i % queryList.length]);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const query = queryList[i % queryList.length];
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   (${runs} runs)`,
  );
  return median;
}

const instance = axios.create();
const scale = userCount / baseUserCount;
if (baseInvoiceCount !== baseUserCount) throw new Error('the bench expects one scale for both');
const server = registerFakeServer(instance, { scale });

const builtAt = performance.now();
const { users } = await server.db.load(usersData);
console.log(
  `built ${users.length} users (scale ${scale}) in ${(performance.now() - builtAt).toFixed(0)} ms`,
);
if (users.length !== userCount) throw new Error(`expected ${userCount} users, got ${users.length}`);

const { data: session } = await instance.post(paths.auth.login, {
  email: 'admin@demo.com',
  password: 'admin',
});
const headers = { Authorization: `Bearer ${session.accessToken}` };

const throughHandler = await measure('GET /api/users/list/data', async (params) => {
  const { status, data } = await instance.get(paths.users.list, { params, headers });
  if (status !== 200 || !Array.isArray(data.users)) throw new Error(`unexpected answer ${status}`);
});
await measure('queryUsers() alone', (params) => {
  queryUsers(users, userListQuerySchema.parse(params));
});

const { emails } = await server.db.load(emailData);
console.log(`built ${emails.length} mails (scale ${scale})`);
const mailsThroughHandler = await measure(
  'GET /apps/email/emails',
  async (params) => {
    const { status, data } = await instance.get(paths.email.list, { params, headers });
    if (status !== 200 || !Array.isArray(data.emails))
      throw new Error(`unexpected answer ${status}`);
  },
  emailQueries,
);
await measure(
  'queryEmails() alone',
  (params) => {
    queryEmails(emails, emailListQuerySchema.parse(params));
  },
  emailQueries,
);

const { entries } = await server.db.load(invoiceData);
if (entries.length !== userCount)
  throw new Error(`expected ${userCount} invoices, got ${entries.length}`);
const invoicesThroughHandler = await measure(
  'GET /apps/invoice/invoices',
  async (params) => {
    const { status, data } = await instance.get(paths.invoice.list, { params, headers });
    if (status !== 200 || !Array.isArray(data.invoices)) {
      throw new Error(`unexpected answer ${status}`);
    }
  },
  invoiceQueries,
);
await measure(
  'queryInvoices() alone',
  (params) => {
    queryInvoices(entries, invoiceListQuerySchema.parse(params));
  },
  invoiceQueries,
);

const { tasks } = await server.db.load(todoData);
console.log(`built ${tasks.length} tasks (scale ${scale})`);
const tasksThroughHandler = await measure(
  'GET /apps/todo/tasks',
  async (params) => {
    const { status, data } = await instance.get(paths.todo.list, { params, headers });
    if (status !== 200 || !Array.isArray(data.tasks))
      throw new Error(`unexpected answer ${status}`);
  },
  taskQueries,
);
await measure(
  'queryTasks() alone',
  (params) => {
    queryTasks(tasks, taskListQuerySchema.parse(params));
  },
  taskQueries,
);

const { products } = await server.db.load(ecommerceData);
console.log(`built ${products.length} products (scale ${scale})`);
const productsThroughHandler = await measure(
  'GET /apps/ecommerce/products',
  async (params) => {
    const { status, data } = await instance.get(paths.ecommerce.list, { params, headers });
    if (status !== 200 || !Array.isArray(data.products)) {
      throw new Error(`unexpected answer ${status}`);
    }
  },
  productQueries,
);

server.restore();
const medians = {
  users: throughHandler,
  mails: mailsThroughHandler,
  invoices: invoicesThroughHandler,
  tasks: tasksThroughHandler,
  products: productsThroughHandler,
};
for (const [list, median] of Object.entries(medians)) {
  console.log(
    median <= targetMedianMs
      ? `✓ ${list} list median within the ${targetMedianMs} ms target`
      : `✗ ${list} list median above the ${targetMedianMs} ms target`,
  );
}
