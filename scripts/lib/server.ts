// Starts the production server on a fresh DATA_DIR for the measurement scripts (bench, load, lighthouse).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from './server-command.mjs';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export const ADMIN_PASSWORD = 'measure-password-1';

export type RunningServer = { base: string; pid: number; stop(): Promise<void> };

/** Builds unless `build: false` and a build exists, starts the server seeded, and waits for /api/health. */
export async function startProductionServer(
  options: { build?: boolean; env?: Record<string, string>; host?: string } = {},
): Promise<RunningServer> {
  if (options.build !== false || !existsSync(path.join(process.env.DIST_DIR ?? 'dist', 'app/main.js'))) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-measure-'));
  const port = await freePort();
  const base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  // The compiled server, as `npm start` runs it.
  const server = serverCommand(process.env.DIST_DIR ?? 'dist');
  const child = spawn(process.execPath, server.args, {
    env: {
      ...server.env,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: options.host ?? '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 1500) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, pid: child.pid!, stop };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}
