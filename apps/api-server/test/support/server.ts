// Starts the Node server (`npm run serve:api`, on a free port) unless the suite was given a
// backend, and hands its address to the suite. It is a process of its own: the suite reaches it
// over HTTP only.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

// Jest loads the setup and the teardown apart: the process is handed over on the global.
const shared = globalThis as { contractServer?: ChildProcess };

export async function startServer(): Promise<void> {
  if (process.env.CONTRACT_BASE_URL) return;
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  shared.contractServer = started;
  process.env.CONTRACT_BASE_URL = await new Promise<string>((resolve, reject) => {
    let printed = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
      if (address) resolve(address);
    });
    started.on('exit', (code) =>
      reject(new Error(`the API server exited (${code}) before listening`)),
    );
  });
}

export async function stopServer(): Promise<void> {
  const running = shared.contractServer;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.on('exit', resolve);
    running.kill('SIGTERM');
  });
}
