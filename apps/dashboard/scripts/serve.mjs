// `npm start`: serves the production build, fake server on, and prints where.
import { servePreview } from './browser.mjs';

const port = Number(process.env.PORT ?? 4173);
const { url } = await servePreview(port);
console.log(`\n  Tessera is running at ${url}/  (Ctrl+C to stop)\n`);
console.log('  Sign in with admin@demo.com / admin or client@demo.com / client.\n');
