// `npm run contract -- --base-url http://localhost:8080`: the contract suite against that backend.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const at = args.findIndex((arg) => arg === '--base-url' || arg.startsWith('--base-url='));
const baseUrl = at < 0 ? undefined : args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
  console.error('usage: npm run contract -- --base-url http://localhost:8080');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('pnpm', ['exec', 'jest', '--runTestsByPath', 'test/contract.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_BASE_URL: baseUrl },
});
process.exit(result.status ?? 1);
