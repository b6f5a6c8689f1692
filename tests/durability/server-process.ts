import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export const ADMIN_PASSWORD = 'durability-password-1';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export type Proc = { child: ChildProcess; url: string; output: () => string };

/** Starts the real server process (API only needs no build: web serving is skipped with API_ONLY). */
export function startProcess(dataDir: string, port: number, env: Record<string, string> = {}): Proc {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      API_ONLY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => out };
}

export async function waitReady(proc: Proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`server exited ${proc.child.exitCode}: ${proc.output()}`);
    try {
      if ((await fetch(`${proc.url}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server not ready: ${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const exited = (proc: Proc) =>
  new Promise<number | null>((resolve) => {
    if (proc.child.exitCode !== null) resolve(proc.child.exitCode);
    else proc.child.once('exit', (code) => resolve(code));
  });

export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}
