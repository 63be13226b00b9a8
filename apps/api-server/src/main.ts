import { serve } from '@hono/node-server';
import { createApiApp } from './app';

// `npm run serve:api`: the fake server's handlers over HTTP on PORT (default 8080; 0 picks a free
// one), for a dashboard built with VITE_API_URL, or the contract suite, to call.
const port = Number(process.env.PORT ?? 8080);
const { app } = createApiApp({ resettable: process.env.TESSERA_API_RESETTABLE === '1' });

const server = serve(
  { fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => {
    // The contract suite's setup reads this line for the port.
    process.stdout.write(`Tessera API listening on http://127.0.0.1:${info.port}\n`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
