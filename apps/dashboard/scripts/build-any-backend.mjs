// The build the browser tests run once against the Node API server (`npm run serve:api`): the
// production build with VITE_API_URL set, so the page has no fake server and calls the API over
// HTTP from another origin. It goes to its own folder, beside the usual dist/.
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { anyBackend } from './any-backend.mjs';

process.env.VITE_API_URL = anyBackend.apiUrl;
process.env.TESSERA_DIST = anyBackend.dist;
await build({ build: { outDir: anyBackend.dist, emptyOutDir: true, ssrManifest: true } });
const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs'], { stdio: 'inherit' });
if (prerender.error) throw prerender.error;
process.exit(prerender.status ?? 1);
